"""Who a shown kin is goes into the first bullet about what they like.

"Your sister is Lena." beside "Lena likes bouldering." says the name twice; "Your sister Lena
likes bouldering." says both facts in one short line. A gift or a toast for the user's kin
shows exactly such pairs, and every bullet costs the LLM's context tokens on every turn it is
shown. The kin bullet stays when no shown liking is about that person.
"""

from __future__ import annotations

import dataclasses
import re

from hotmem.relations import KINSHIP, PETS
from hotmem.text import USER_KEY
from hotmem.types import Bullet

LIKING = frozenset({"likes", "dislikes"})
# "Your sister is Lena." -> ("Your sister", "Lena"); a hedged one ("is probably") is left be.
_KIN_LINE = re.compile(r"^(Your [^.]+?) is (?!probably )(.+)\.$")


def merge_kin_names(bullets: list[Bullet]) -> list[Bullet]:
    """``bullets`` with each user's kin or pet bullet folded into the first liking of that
    person ("Your sister Lena likes bouldering."), in that bullet's place."""
    kin = {b.key[2]: b for b in bullets
           if b.key[0] == USER_KEY and (b.key[1] in KINSHIP or b.key[1] in PETS)}
    if not kin:
        return bullets
    out: list[Bullet] = []
    folded: set[tuple[str, str, str]] = set()
    for bullet in bullets:
        own = kin.get(bullet.key[0])
        if own is None or own.key in folded or bullet.key[1] not in LIKING:
            out.append(bullet)
            continue
        merged = _merged(own.text, bullet.text)
        if merged is None:
            out.append(bullet)
            continue
        folded.add(own.key)
        out.append(dataclasses.replace(bullet, text=merged, score=max(bullet.score, own.score)))
    return [b for b in out if b.key not in folded]


def _merged(kin_text: str, text: str) -> str | None:
    """"Your sister" + "Lena likes bouldering." -> "Your sister Lena likes bouldering.", or
    ``None`` when ``text`` does not open with the kin's name."""
    match = _KIN_LINE.match(kin_text)
    if match is None:
        return None
    who, name = match.groups()
    for opening in (name, f"Your {name}"):  # a lower-case name is shown "Your julien likes"
        if text.lower().startswith(opening.lower() + " "):
            return f"{who} {name}{text[len(opening):]}"
    return None


__all__ = ["merge_kin_names"]
