"""Synthetic but realistic memories for the scale runs: many people, places and preferences.

One user's graph is built around the people they talk about. Each person gets about ten
lifecycle-shaped edges spread over ``span_days`` (a superseded old home and the current one, a
workplace, birthplace, age, likes, a dislike or a negated like, a friend, a trip); the user
(``you``) gets kin, friends, homes over time, likes and trips. Keys follow docs/contract.md §1
(lower-case, English relation names), display forms keep capitals, and timestamps, turns and
sessions increase together, as they would in a real history. Generation is deterministic for a
given seed.

The same module writes the edges through :meth:`hotmem.store.HotStore.write_turn` in batches
(one LMDB transaction per batch, like a turn) and builds English queries and updates that name
people who exist in that user's memory, so scale turns hit the store.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from hotmem.store import EntityInfo, HotStore, TurnWrite
from hotmem.types import Edge, EdgeStatus

FIRST = """Anna Ben Carla David Elena Felix Greta Hugo Ines Jonas Karin Leo Maria Nico Olga Paul
    Rosa Simon Tina Umar Vera Walter Yara Zoe Aaron Bianca Carlos Dana Emil Fiona George Hanna
    Ivan Julia Kevin Laura Martin Nina Oscar Petra Quentin Rita Stefan Tara Ulrich Valerie
    William Xenia Yusuf Zora Adrian Beatrice Cedric Delia Erik Flora Gustav Helena Igor Jana
    Karl Lea Marco Nora Otto Pia Rafael Sara Tobias Ursula Victor Wanda Alex Bruno Chloe Diego
    Eva Frank Gina Henrik Isabel Jorge Klara Lukas Mila Noah Olivia Pedro Ruth Sofia Theo
    Uma Vincent Wendy Ximena Yannick Zeno""".split()
LAST = """Keller Berg Novak Silva Rossi Weber Dubois Garcia Jensen Kowalski Moreau Fischer Costa
    Lindqvist Horvat Meyer Romano Laurent Schmidt Ferreira Nilsen Bauer Greco Lefebvre Wagner
    Santos Petersen Hoffmann Ricci Mercier Schulz Alves Larsen Koch Marino Girard Becker Pereira
    Hansen Richter Colombo Bonnet Wolf Lopes Olsen Klein Bruno Fontaine Neumann Rocha Karlsson
    Schwarz Gallo Chevalier Zimmermann Martins Svensson Braun Conti Roux Hartmann Ramos Eriksson
    Krause Esposito Blanc Lange Sousa Berglund Schmitt Mancini Faure Werner Cardoso Holm Krüger
    Rinaldi Perrin Lehmann Pinto Dahl Walter Caruso Gauthier Maier Teixeira Lund Köhler Lombardi
    Henry Franke Carvalho Strand Vogel Moretti Dupont Frank Moreira Aalto""".split()
CITIES = """Seattle Denver Boston Austin Chicago Portland Madrid Barcelona Valencia Sevilla Lyon
    Paris Marseille Nantes Berlin Munich Hamburg Cologne Vienna Zurich Geneva Milan Rome Turin
    Naples Florence Lisbon Porto Oslo Stockholm Copenhagen Helsinki Dublin Edinburgh London
    Manchester Amsterdam Rotterdam Brussels Antwerp Prague Warsaw Krakow Budapest Athens Tokyo
    Kyoto Osaka Seoul Sydney Melbourne Toronto Montreal Vancouver Lima Bogota Santiago Mexico
    Chennai Mumbai Singapore Bangkok Hanoi Cairo Nairobi Accra Reykjavik Tallinn Riga Vilnius
    Ljubljana Zagreb Belgrade Sofia Bucharest Istanbul Tbilisi Dubai Doha Marrakesh Tunis
    Havana Quito Denver Phoenix Dallas Miami Atlanta Detroit Pittsburgh Baltimore""".split()
COMPANIES = """Microsoft Google Apple Amazon Siemens Bosch SAP Renault Peugeot Airbus Boeing Ford
    Telefonica Iberdrola Inditex Zara Pirelli Ferrero Ducati Barilla Philips Spotify Ikea Volvo
    Nokia Ericsson Lego Maersk Novartis Roche Nestle Unilever Shell Total Danone Adidas Puma BMW
    Audi Porsche Lufthansa Heineken Canon Sony Toyota Honda Samsung Intel Nvidia Oracle Salesforce
    Netflix Uber Airbnb Stripe Shopify Atlassian Deloitte Accenture Vodafone Orange""".split()
THINGS = """hiking jazz pizza sushi tennis chess opera rugby football yoga cycling skiing surfing
    climbing painting photography gardening baking knitting poetry sailing running swimming
    podcasts techno salsa tango coffee espresso tea wine craft_beer ramen tacos curry paella
    lasagna croissants cheese chocolate mushrooms olives broccoli spinach horror_movies
    documentaries anime comics board_games video_games crosswords sudoku birdwatching fishing
    camping kayaking rowing boxing karate golf bowling pottery woodworking origami
    astronomy history philosophy""".replace("_", " ").split()
CARS = ("red Tesla", "old Volvo", "blue Fiat", "white Golf", "green Mini", "black Audi",
        "silver Prius", "yellow Beetle", "grey Clio", "orange Vespa", "electric scooter")
EVENTS = ("Boston Marathon", "Berlin Marathon", "Paris Marathon", "Tour de Suisse",
          "Chess Olympiad", "Oktoberfest Run", "Vienna Half Marathon", "Rome Triathlon",
          "London 10k", "Madrid Rock Climbing Cup", "Lisbon Half Marathon", "Glastonbury")
KIN = ("sister", "brother", "mother", "father", "wife", "son", "daughter", "cousin", "aunt",
       "uncle")

DAY = 86_400.0
BATCH = 500  # edges per write_turn when seeding (one LMDB transaction each)


@dataclass(slots=True)
class SyntheticUser:
    """One generated memory and the people in it (for queries)."""

    user: str
    edges: list[Edge]
    people: list[str]  # display names of people with edges, for queries
    start_ts: float
    end_ts: float


def _person(p: int) -> tuple[str, str]:
    first = FIRST[p % len(FIRST)]
    last = LAST[(p // len(FIRST) + p) % len(LAST)]
    display = f"{first} {last}"
    return display.lower(), display


def generate_user(
    user: str, n_edges: int, *, seed: int = 0, start_ts: float = 1_725_000_000.0,
    span_days: float = 180.0,
) -> SyntheticUser:
    """About ``n_edges`` edges (exactly ``n_edges`` unless the name pools run out)."""
    rng = random.Random(f"{user}:{seed}")
    span = span_days * DAY
    edges: dict[tuple[str, str, str], Edge] = {}
    people: list[str] = []

    def add(s: str, r: str, d: str, ds: str, dd: str, ts: float,
            status: EdgeStatus = EdgeStatus.ACTIVE, hedged: bool = False) -> None:
        if len(edges) >= n_edges or (s, r, d) in edges:
            return
        pos = rng.randint(1, 4)
        edges[(s, r, d)] = Edge(
            user=user, s=s, r=r, d=d, display_s=ds, display_d=dd,
            weight=round(1 - 0.5 * 0.7 ** (pos - 1), 3),
            confidence=0.65 if hedged else 0.9, pos=pos,
            neg=1 if status is EdgeStatus.NEGATED else 0, status=status,
            first_seen=ts, last_seen=ts + rng.uniform(0, 5 * DAY),
            source=f"{ds} {r.replace('_', ' ')} {dd}.", lang="en", hedged=hedged,
        )

    # The user: homes over time, kin, likes, trips.
    homes = rng.sample(CITIES, 4)
    for i, city in enumerate(homes):
        status = EdgeStatus.ACTIVE if i == len(homes) - 1 else EdgeStatus.SUPERSEDED
        add("you", "lives_in", city.lower(), "You", city, start_ts + i * span / 4, status)
    job = rng.choice(COMPANIES)
    add("you", "works_at", job.lower(), "You", job, start_ts)
    for i, kin in enumerate(KIN):
        key, display = _person(10_000 + i)
        add("you", kin, key, "You", display, start_ts + rng.uniform(0, span))
        city = rng.choice(CITIES)
        add(kin, "lives_in", city.lower(), kin, city, start_ts + rng.uniform(0, span))
    for thing in rng.sample(THINGS, min(len(THINGS), max(5, n_edges // 400))):
        add("you", "likes", thing, "You", thing, start_ts + rng.uniform(0, span))

    p = 0
    n_people = len(FIRST) * len(LAST)
    while len(edges) < n_edges and p < n_people:
        key, display = _person(p)
        t = start_ts + span * min(1.0, p / max(1.0, n_edges / 10)) + rng.uniform(0, 2 * DAY)
        people.append(display)
        old, new = rng.sample(CITIES, 2)
        add(key, "lives_in", old.lower(), display, old, t - 30 * DAY, EdgeStatus.SUPERSEDED)
        add(key, "lives_in", new.lower(), display, new, t)
        company = rng.choice(COMPANIES)
        add(key, "works_at", company.lower(), display, company, t + DAY,
            hedged=rng.random() < 0.05)
        born = rng.choice(CITIES)
        add(key, "born_in", born.lower(), display, born, t + 2 * DAY)
        add(key, "age", str(rng.randint(18, 80)), display, "", t + 2 * DAY)
        a, b, c = rng.sample(THINGS, 3)
        add(key, "likes", a, display, a, t + 3 * DAY)
        add(key, "likes", b, display, b, t + 4 * DAY)
        if rng.random() < 0.5:
            add(key, "dislikes", c, display, c, t + 5 * DAY)
        else:
            add(key, "likes", c, display, c, t + 5 * DAY, EdgeStatus.NEGATED)
        friend_key, friend = _person(rng.randrange(0, p + 1))
        if friend_key != key:
            add(key, "friend_of", friend_key, display, friend, t + 6 * DAY)
        for k, trip in enumerate(rng.sample(CITIES, 2)):
            add(key, "went_to", trip.lower(), display, trip, t + (7 + 20 * k) * DAY)
        car = rng.choice(CARS)
        add(key, "owns", car.lower(), display, car, t + 9 * DAY)
        event = rng.choice(EVENTS)
        add(key, "participated_in", event.lower(), display, event, t + 12 * DAY)
        if rng.random() < 0.05:
            add("you", "friend_of", key, "You", display, t)
        p += 1
    ordered = sorted(edges.values(), key=lambda e: e.first_seen)
    for i, edge in enumerate(ordered):  # turns and sessions follow time, one turn per batch
        edge.turn = 1 + i // BATCH
        edge.session = f"syn-{edge.turn // 10}"
    return SyntheticUser(user, ordered, people, start_ts, start_ts + span)


def _entities(batch: list[Edge]) -> dict[str, EntityInfo]:
    out: dict[str, EntityInfo] = {}
    for edge in batch:
        for key, display in ((edge.s, edge.display_s), (edge.d, edge.display_d)):
            info = out.get(key)
            if info is None:
                out[key] = EntityInfo(display=display or key, mentions=1, last_seen=edge.last_seen)
            else:
                info.mentions += 1
                info.last_seen = max(info.last_seen, edge.last_seen)
    return out


def write_user(store: HotStore, data: SyntheticUser, batch_size: int = BATCH) -> int:
    """Write the user's edges in batches through ``HotStore.write_turn``; returns turns used."""
    turns = 0
    for start in range(0, len(data.edges), batch_size):
        batch = data.edges[start:start + batch_size]
        store.write_turn(data.user, lambda _index, b=batch: TurnWrite(
            edges=list(b), entities=_entities(b), advance_turn=True))
        turns += 1
    return turns


QUERIES = (
    "Where does {p} live these days?",
    "Do you remember where {p} works?",
    "What does {p} like?",
    "Is {p} still living in {city}?",
    "Where was {p} born?",
    "Where does my sister live?",
    "Where do I live?",
)
UPDATES = (
    "{p} moved to {city} last month.",
    "{p} works at {company} now.",
    "My friend {p} loves {thing}.",
    "I went to {city} with {p}.",
)


def turns_for(data: SyntheticUser, n: int, seed: int = 1) -> Iterator[tuple[str, str]]:
    """``n`` (kind, text) turns naming people of this user: two queries per update."""
    rng = random.Random(f"turns:{data.user}:{seed}")
    for i in range(n):
        fill = {"p": rng.choice(data.people) if data.people else "Anna",
                "city": rng.choice(CITIES), "company": rng.choice(COMPANIES),
                "thing": rng.choice(THINGS)}
        if i % 3 == 2:
            yield "update", rng.choice(UPDATES).format(**fill)
        else:
            yield "query", rng.choice(QUERIES).format(**fill)
