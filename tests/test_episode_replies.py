"""An answer to the other party's question goes on with the user's previous telling ("we
went to a concert" -> "whose concert?" -> "It was a jazz trio from Porto"): the episode keeps it
as its reply, shown when a later question points at it."""

from __future__ import annotations

import datetime as dt

from hotmem import HotMem

T0 = dt.datetime(2026, 6, 2, 19, 0, tzinfo=dt.UTC).timestamp()  # a Tuesday
MIN = 60.0
DAY = 86_400.0


def _episode(engine: HotMem, user: str, word: str) -> dict:
    return next(e for e in engine.export(user)["episodes"] if word in e["text"])


def test_the_answer_to_a_question_about_a_telling_becomes_its_reply(engine: HotMem) -> None:
    user = "reply-concert"
    engine.process_turn("We celebrated my aunt's birthday with a concert last night.",
                        user=user, ts=T0)
    engine.process_turn("Oh fun! Whose concert was it?", user=user, ts=T0 + MIN,
                        role="assistant")
    engine.process_turn("It was a jazz trio from Porto, they played for two hours.",
                        user=user, ts=T0 + 2 * MIN)
    concert = _episode(engine, user, "concert")
    assert concert["reply"] == "It was a jazz trio from Porto, they played for two hours"
    asked = engine.process_turn("Whose concert did we see for my aunt's birthday?", user=user,
                                ts=T0 + 5 * DAY)
    assert asked.bullets[0] == (
        "On 2 June 2026 you said: “We celebrated my aunt's birthday with a concert last "
        "night”, then: “It was a jazz trio from Porto, they played for two hours” (on 1 June "
        "2026).")


def test_a_reply_is_shown_only_when_the_question_points_at_it(engine: HotMem) -> None:
    user = "reply-shown"
    engine.process_turn("I repainted the garden shed on Saturday.", user=user, ts=T0)
    engine.process_turn("Nice! What colour did you pick?", user=user, ts=T0 + MIN,
                        role="assistant")
    engine.process_turn("A deep forest green, my neighbour Ilse helped me.", user=user,
                        ts=T0 + 2 * MIN)
    colour = engine.process_turn("What colour did I paint the shed?", user=user,
                                 ts=T0 + 3 * DAY)
    assert "forest green" in colour.bullets[0]
    when = engine.process_turn("When did I repaint the shed?", user=user, ts=T0 + 4 * DAY)
    assert when.bullets[0] == ("On 2 June 2026 you said: “I repainted the garden shed on "
                               "Saturday” (on 30 May 2026).")


def test_a_next_turn_without_a_question_between_is_no_reply(engine: HotMem) -> None:
    user = "reply-none"
    engine.process_turn("I repainted the garden shed on Saturday.", user=user, ts=T0)
    engine.process_turn("I also fixed the gate latch.", user=user, ts=T0 + MIN)
    engine.process_turn("That sounds like a busy weekend.", user=user, ts=T0 + 2 * MIN,
                        role="assistant")
    engine.process_turn("Yes, my back hurts from all the bending.", user=user, ts=T0 + 3 * MIN)
    assert _episode(engine, user, "shed")["reply"] == ""
    assert _episode(engine, user, "latch")["reply"] == ""


def test_a_spoken_forget_of_what_the_reply_said_removes_the_episode_it_is_shown_with(
        engine: HotMem) -> None:
    user = "reply-forget"
    engine.process_turn("I went to a pottery fair in Delft on Sunday.", user=user, ts=T0)
    engine.process_turn("Lovely! Did you buy anything?", user=user, ts=T0 + MIN,
                        role="assistant")
    engine.process_turn("A blue teapot for my cousin Marit.", user=user, ts=T0 + 2 * MIN)
    assert _episode(engine, user, "pottery")["reply"] == "A blue teapot for my cousin Marit"
    engine.process_turn("Forget what I told you about the teapot.", user=user, ts=T0 + DAY)
    assert not any("teapot" in f"{e['text']} {e['reply']}"
                   for e in engine.export(user)["episodes"])
