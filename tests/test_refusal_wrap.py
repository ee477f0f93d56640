"""A refused move's message stays inside the window (issue 18, item 2): the longest refusal of
every game, in English and Russian, at the smallest window (960×600) and at 1920×1080, is
wrapped into lines that each fit their box, and the box (and the older message beside it,
where it fits) lies inside the window."""

from __future__ import annotations

import pygame
import pytest

from cardtable.engine import IllegalAction, games
from cardtable.match import Match, Seat
from cardtable.ui import assets, i18n
from cardtable.ui.scene import App
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.scenes.toasts import TOAST_SIZE, line_height
from cardtable.ui.strings import rules as rule_strings

PREFIXES = {"durak": ("DUR", "GEN"), "witch_durak": ("DUR", "WIT", "GEN"), "strong_witchcraft": ("SW", "GEN"),
            "donkey": ("ESL", "GEN"), "pirate_party": ("PIR", "GEN")}


def longest_refusal(game: str, lang: str) -> IllegalAction:
    table = rule_strings.RU if lang == "ru" else rule_strings.EN
    keys = [k for k in table if k.startswith("rule.") and k[5:].split("-")[0] in PREFIXES[game]]
    return IllegalAction(max(keys, key=lambda k: len(table[k]))[5:], "x")


def test_every_game_has_rules_here():
    assert set(PREFIXES) == {g.id for g in games()}


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_longest_refusal_of_every_game_is_inside_the_window(size, lang):
    i18n.set_language(lang)
    try:
        app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
        W, H = app.size
        assert (W, H) == size
        font = assets.font(TOAST_SIZE, True)
        wrapped = []
        for info in games():
            seats = [Seat("You", "human")] + [Seat(f"P{p}", "ai") for p in range(1, info.min_players)]
            scene = TableScene(app, Match(info.id, seats, {}, seed=1))
            app.push(scene)
            app.step()
            exc = longest_refusal(info.id, lang)
            scene.toast("An older message that was shown just before", error=False)
            scene.last_refusal = exc
            scene.toast(f"{i18n.refusal(exc)} {i18n.t('rules.link_hint')}", error=True)
            boxes = scene.toast_layout()
            assert len(boxes) in (1, 2)             # the older one beside it only where it fits
            box, text, error, size = boxes[-1]
            older, _t, _e, older_size = boxes[0]
            assert error and not text.startswith(exc.rule)
            assert " ".join(text.split("\n")) == f"{i18n.refusal(exc)} {i18n.t('rules.link_hint')}"
            window = pygame.Rect(0, 0, W, H)
            for b, t, s in ((box, text, size), (older, _t, older_size)):
                assert window.contains(b), (info.id, lang, b)
                assert s in (TOAST_SIZE, TOAST_SIZE - 2)
                for line in t.split("\n"):
                    assert assets.font(s, True).size(line)[0] <= b.w, (info.id, lang, line)
                assert len(t.split("\n")) * line_height(s) <= b.h
            if len(boxes) == 2:
                assert not box.colliderect(older), "the older message stands beside the newer one"
            if font.size(" ".join(text.split("\n")))[0] > W:
                # wider than the window in one line: wrapped, or on one line in the smaller font
                assert "\n" in text or size < TOAST_SIZE
                wrapped.append(info.id)
            surface = pygame.Surface((W, H))
            scene.draw(surface)                               # draws without error
            app.pop()
        if size == (960, 600):
            assert "durak" in wrapped       # the throw-in limit (DUR-7) reported in the issue
    finally:
        i18n.set_language("en")
