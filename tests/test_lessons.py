"""Lessons (issue 35): every lesson's expected line plays through the real engine, every
step's check accepts its move and refuses others with the game's own rule, and the course
covers the rules a newcomer needs (their ids, RULES.md)."""

from __future__ import annotations

import pytest

from cardtable import lessons
from cardtable.engine import IllegalAction

ALL = lessons.lessons()


def test_every_game_has_lessons_and_ids_are_unique():
    assert {entry["game"] for entry in ALL} == set(lessons.lesson_games())
    ids = [entry["id"] for entry in ALL]
    assert len(ids) == len(set(ids))
    assert all(i.startswith(entry["game"] + ".") for i, entry in zip(ids, ALL))


@pytest.mark.parametrize("game, rules", [
    ("durak", {"DUR-3", "DUR-5", "DUR-6", "DUR-7", "DUR-9", "DUR-11", "DUR-12", "DUR-15", "DUR-16", "DUR-17"}),
    ("witch_durak", {"WIT-6", "WIT-7", "WIT-8", "WIT-9", "WIT-10", "WIT-J", "WIT-Q", "WIT-K", "WIT-A"}),
    ("strong_witchcraft", {"SW-2", "SW-3", "SW-6", "SW-7", "SW-10", "SW-12", "SW-13"}),
    ("donkey", {"ESL-4", "ESL-5", "ESL-6", "ESL-7", "ESL-8", "ESL-9"}),
    ("pirate_party", {"PIR-5", "PIR-6", "PIR-7", "PIR-8", "PIR-9", "PIR-10", "PIR-11", "PIR-12", "PIR-13",
                      "PIR-15", "PIR-16", "PIR-17", "PIR-18", "PIR-19", "PIR-20"}),
])
def test_the_course_covers_each_rule_a_newcomer_needs(game, rules):
    covered = {r for entry in lessons.lessons(game) for r in entry["rules"]}
    assert rules <= covered, sorted(rules - covered)


@pytest.mark.parametrize("entry", ALL, ids=[e["id"] for e in ALL])
def test_lesson_line_plays_through_the_engine(entry):
    """The position reads, and at every step the expected move is legal for the learner and
    accepted, and the replies are legal: a lesson whose position or line the rules no longer
    allow fails here."""
    assert lessons.check_lesson(entry) == []
    state = lessons.start(entry)
    seat = entry["seat"]
    for i, step in enumerate(entry["steps"]):
        assert state.legal_actions(seat), f"step {i}: the learner has nothing to do"
        before = state.to_position()
        verdict = lessons.judge(state, step, step["move"])
        assert state.to_position() == before          # judging never changes the table
        assert verdict.ok, f"step {i}: {verdict}"
        assert verdict.action.player == seat
        state.apply(step["move"])
        for reply in step.get("reply", []):
            assert state.coerce(reply).player != seat
            state.apply(reply)


@pytest.mark.parametrize("entry", ALL, ids=[e["id"] for e in ALL])
def test_other_moves_are_judged_by_the_step(entry):
    """Every other legal move of the learner is accepted exactly when it meets the step's goal,
    and a move the rules refuse comes back as the engine's own refusal (rule id and all)."""
    state = lessons.start(entry)
    seat = entry["seat"]
    for step in entry["steps"]:
        expected = state.coerce(step["move"])
        for action in state.legal_actions(seat):
            verdict = lessons.judge(state, step, action)
            assert verdict.ok == lessons.meets_goal(state, step, action)
            if not verdict.ok:
                assert verdict.refused is None and verdict.action == action
            if action == expected:
                assert verdict.ok
        state.apply(step["move"])
        for reply in step.get("reply", []):
            state.apply(reply)


def test_a_refused_move_carries_the_games_rule():
    """DUR-6/DUR-3: covering the 7♥ with the 6♥ is refused by the engine, and the lesson shows
    that very refusal; covering with the 9♥ (the expected move) is accepted."""
    entry = lessons.lesson("durak.cover")
    state = lessons.start(entry)
    step = entry["steps"][0]
    verdict = lessons.judge(state, step, "0:cover 6♥/7♥")
    assert not verdict.ok
    assert isinstance(verdict.refused, IllegalAction)
    with pytest.raises(IllegalAction) as exc:
        state.clone().apply("0:cover 6♥/7♥")
    assert verdict.refused.rule == exc.value.rule and verdict.refused.reason == exc.value.reason
    assert lessons.judge(state, step, "0:cover 9♥/7♥").ok


def test_witch_seven_refuses_a_trump_with_its_rule():
    """WIT-7: the enchanted 7♥ is not beaten by the trump Q♣."""
    entry = lessons.lesson("witch_durak.seven")
    verdict = lessons.judge(lessons.start(entry), entry["steps"][0], "0:cover Q♣/7♥")
    assert not verdict.ok and verdict.refused is not None and verdict.refused.rule == "WIT-7"


def test_a_legal_move_missing_the_goal_gets_the_steps_explanation():
    """DUR-12: in the transfer lesson, taking is legal but is not a transfer."""
    entry = lessons.lesson("durak.transfer")
    step = entry["steps"][0]
    verdict = lessons.judge(lessons.start(entry), step, "0:take")
    assert not verdict.ok and verdict.refused is None
    assert verdict.wrong == step["wrong"] and "DUR-12" in verdict.wrong["en"] and "DUR-12" in verdict.wrong["ru"]


def test_check_lesson_names_a_missing_language():
    entry = dict(lessons.lesson("durak.attack"))
    entry["title"] = {"en": "Attack"}
    assert any("title" in p for p in lessons.check_lesson(entry))
