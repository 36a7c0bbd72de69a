"""An injury of the user's own body part ("i pulled my hamstring") is a condition had.

Sentences are written for this file. Near-misses: a denied injury, someone else's, a thing
broken, feelings hurt, one set in a time clause.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i hurt my knee running a couple years ago", ("you", "has_condition", "hurt knee")),
        ("i pulled my hamstring last month", ("you", "has_condition", "pulled hamstring")),
        ("i broke my wrist in june", ("you", "has_condition", "broken wrist")),
        ("i twisted my left ankle on a hike", ("you", "has_condition", "twisted left ankle")),
    ],
)
def test_an_injured_body_part_of_ones_own_is_a_condition(extract_in, text, expected):
    assert expected in facts(extract_in("en")(text))


@pytest.mark.parametrize(
    "text",
    [
        "i didn't hurt my back, luckily",
        "my brother broke his leg",
        "i broke my phone yesterday",
        "i tore my jeans",
        "you hurt my feelings",
        "i hurt my friend's feelings",
        "i broke my arm when i was seven",
        "When I broke my wrist I was ten.",  # told inside the time clause: then, not now
        "After I hurt my back, I stopped running.",
    ],
)
def test_no_injury_of_ones_own_body_gives_no_condition(extract_in, text):
    assert not any(f[0] == "you" and f[1] == "has_condition"
                   for f in facts(extract_in("en")(text)))
