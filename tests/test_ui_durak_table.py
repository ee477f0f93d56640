"""The Durak table under the dummy driver: scripted drags play legal cards and refuse
illegal ones (GEN-3, the engine decides), and the hot-seat curtain (issue 3)."""

from __future__ import annotations

import pygame
import pytest

from cardtable import engine
from cardtable.engine.durak.cards import card, parse_card
from cardtable.match import Match, Seat
from cardtable.ui import i18n
from cardtable.ui.scene import SETTLE_S, App
from cardtable.ui.scenes.curtain import CurtainScene
from cardtable.ui.scenes.table import TableScene
from tests.ui_kit import click, drag, run

pytestmark = pytest.mark.ui

P0 = "6♥ 7♠ 8♣ 9♦ 10♠ J♣"
P1 = "7♥ 8♠ 9♣ 10♦ Q♠ K♦"


def rigged_deck() -> list[int]:
    """Dealer 1 deals to player 0 first: even indices to 0, odd to 1; trump A♥ (deck[12]).
    Player 0 holds the lowest trump 6♥ and attacks first (DUR-4)."""
    p0, p1 = [parse_card(x) for x in P0.split()], [parse_card(x) for x in P1.split()]
    deck = [c for pair in zip(p0, p1) for c in pair] + [card(14, 1)]
    deck += [c for c in range(36) if c not in deck]
    return deck


def make_table(kinds: tuple[str, str], speed: str = "instant") -> tuple[App, TableScene]:
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": speed})
    seats = [Seat(f"P{i}", "human" if k == "human" else "ai", "normal" if k == "human" else k)
             for i, k in enumerate(kinds)]
    m = Match("durak", seats, {"variant": "throw_in"}, seed=1)
    opts = m.info.deal_options({**m.deal_options, "dealer": 1})
    m.state = engine.new_game("durak", 2, seed=1, options=opts, deck=rigged_deck())
    m.initial_events = list(m.state.initial_events)
    scene = TableScene(app, m)
    app.push(scene)
    return app, scene





def confirm_curtain(app: App) -> int:
    top = app.top
    assert isinstance(top, CurtainScene)
    while not top.settled():         # a person reads "Pass the table to …" before confirming
        app.step()
    click(app, top.button.rect.center)
    return top.player


def test_drag_a_legal_lead_plays_it_DUR_5():
    app, scene = make_table(("human", "normal"))
    run(app, 3)
    st = scene.match.state
    assert st.to_act == 0 and st.view(0)["phase"] == "attack"
    drag(app, scene, parse_card("7♠"), scene.table.pairs_rect.center)
    assert str(st.history[0]) == "0:attack 7♠"       # the AI may already have answered
    assert parse_card("7♠") not in st.view(0)["hand"]


def test_playable_cards_are_raised_and_targets_light_while_dragging():
    app, scene = make_table(("human", "normal"))
    run(app, 3)
    hand = [sp for sp in scene.table.sprites.values() if sp.extra.get("hand")]
    assert len(hand) == 6 and all(sp.raised for sp in hand)   # every card may lead (DUR-5)
    sp = scene.table.sprites[("c", parse_card("8♣"))]
    x, y = int(sp.pos[0] - sp.size[0] * 0.3), int(sp.pos[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y - 100), rel=(0, -100), buttons=(1, 0, 0)))
    app.step()
    assert [z.zone for z, _a in scene.table.interaction.lit] == ["table"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1))  # dropped nowhere
    run(app, 30)
    assert scene.match.state.history == []


def test_click_card_then_target_plays_it():
    app, scene = make_table(("human", "normal"))
    run(app, 3)
    sp = scene.table.sprites[("c", parse_card("9♦"))]
    click(app, (int(sp.pos[0] - sp.size[0] * 0.3), int(sp.pos[1])))
    assert scene.table.interaction.selected_cards == [parse_card("9♦")]
    click(app, scene.table.pairs_rect.center)
    assert str(scene.match.state.history[0]) == "0:attack 9♦"


def test_illegal_cover_is_refused_and_changes_nothing_DUR_6_and_legal_cover_plays():
    app, scene = make_table(("human", "human"))
    run(app, 2)
    assert confirm_curtain(app) == 0          # two humans: curtain before the first turn
    drag(app, scene, parse_card("7♠"), scene.table.pairs_rect.center)
    st = scene.match.state
    assert st.to_act == 1
    run(app, 3)
    assert confirm_curtain(app) == 1          # the turn passes to the other human
    assert scene.viewer == 1
    run(app, 2)
    target = scene.table.sprite_rect(parse_card("7♠")).center
    before = list(st.history)
    drag(app, scene, parse_card("9♣"), target)      # a club does not beat the 7♠ (DUR-1/DUR-6)
    assert st.history == before
    assert scene.toasts and scene.toasts[-1][1] is True
    # the message explains beating in full, not just the trump half of DUR-3
    assert scene.toasts[-1][0].startswith("A card is beaten by a higher card of its suit "
                                          "or by a trump")
    assert parse_card("9♣") in st.view(1)["hand"]
    run(app, 20)
    drag(app, scene, parse_card("8♠"), scene.table.sprite_rect(parse_card("7♠")).center)
    assert str(st.history[-1]) == "1:cover 8♠/7♠"


def test_take_button_and_space_key_DUR_9():
    app, scene = make_table(("normal", "human"))
    for _ in range(200):
        app.step()
        if scene.match.state.to_act == 1 and scene.buttons:
            break
    st = scene.match.state
    assert st.view(1)["phase"] == "defend"
    assert [b.key for b in scene.buttons] == ["take"]
    while app.time - scene.shown_at < SETTLE_S:     # the table just opened: Space waits (HandOver)
        app.step()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    n = len(st.history)
    app.step()
    assert str(st.history[n]) == "1:take"   # then the last throw-in window (DUR-8.3) may follow


def test_no_curtain_with_one_human():
    app, scene = make_table(("human", "random"), speed="fast")
    seen_curtain = False
    for _ in range(400):
        app.step()
        seen_curtain |= isinstance(app.top, CurtainScene)
        st = scene.match.state
        if st.to_act == 0 and scene.human_actions():
            legal = scene.human_actions()
            scene.try_apply(legal[0])
        if st.is_over:
            break
    assert not seen_curtain


def test_curtain_between_two_humans_hides_the_hand():
    app, scene = make_table(("human", "human"), speed="fast")
    run(app, 2)
    assert isinstance(app.top, CurtainScene)
    assert scene.hand_hidden() and scene.human_actions() == []
    confirm_curtain(app)
    assert not scene.hand_hidden()
    scene.try_apply(scene.human_actions()[0])
    for _ in range(200):
        app.step()
        if isinstance(app.top, CurtainScene):
            break
    assert isinstance(app.top, CurtainScene) and app.top.player == 1
    assert scene.human_actions() == []        # nobody can act until player 1 confirms


def _screen_cards(scene: TableScene) -> set[int]:
    return {k[1] for k in scene.table.sprites if k[0] == "c"}


def _state_cards(scene: TableScene) -> set[int]:
    v = scene.current_view()
    known = set(v["hand"]) | {c for pair in v["table"] for c in pair if c is not None}
    if v["trump_card"] is not None and v["stock_size"] > 0:
        known.add(v["trump_card"])
    return known


@pytest.mark.parametrize("players,variant", [(2, "throw_in"), (4, "transfer"), (6, "simple")])
def test_screen_always_ends_at_the_engine_state(players, variant):
    """Cards are never lost or duplicated: whenever the animations are over, the face-up
    sprites are exactly the cards the viewer may see, and the backs match the hand sizes."""
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 30, settings={"speed": "fast"})
    m = Match("durak", [Seat(f"A{i}", "ai", "random") for i in range(players)], {"variant": variant}, seed=4)
    scene = TableScene(app, m, autoplay=True)
    app.push(scene)
    checked = 0
    moved = False
    for _ in range(3000):
        app.step()
        moved |= scene.table.animating()
        if app.top is not scene or m.deal_over:
            break
        if not scene.table.animating():
            assert _screen_cards(scene) == _state_cards(scene)
            v = scene.current_view()
            for p in range(players):
                if p != scene.viewer:
                    backs = sum(1 for k in scene.table.sprites if k[0] == "b" and k[1] == p)
                    assert backs == min(v["hand_sizes"][p], scene.table.max_fan)
            checked += 1
    assert moved and checked > 20


def rig(hands: list[str], trump: str, dealer: int) -> list[int]:
    """A deck dealing ``hands`` (one string per player, 6 cards) one card at a time from the
    dealer's left, then the turned-up ``trump`` (docs/notation.md)."""
    n = len(hands)
    parsed = [[parse_card(x) for x in h.split()] for h in hands]
    deck = []
    for i in range(6 * n):
        p = (dealer + 1 + i) % n
        deck.append(parsed[p][i // n])
    deck.append(parse_card(trump))
    return deck + [c for c in range(36) if c not in deck]


def make_rigged(kinds, hands, trump, variant, extra=None):
    i18n.set_language("en")
    app = App((1280, 720), fixed_dt=1 / 60, settings={"speed": "instant"})
    n = len(kinds)
    seats = [Seat(f"P{i}", "human" if k == "human" else "ai", "normal" if k == "human" else k)
             for i, k in enumerate(kinds)]
    m = Match("durak", seats, {"variant": variant, **(extra or {})}, seed=1)
    opts = m.info.deal_options({**m.deal_options, "dealer": n - 1})
    m.state = engine.new_game("durak", n, seed=1, options=opts, deck=rig(hands, trump, n - 1))
    m.initial_events = list(m.state.initial_events)
    scene = TableScene(app, m)
    app.push(scene)
    return app, scene


def test_select_two_cards_then_click_the_table_leads_both_DUR_5():
    app, scene = make_rigged(("human", "random"), ["6♥ 7♠ 7♦ 8♣ 10♠ J♣", "7♥ 8♠ 9♣ 10♦ Q♠ K♦"], "A♥",
                             "throw_in")
    run(app, 3)
    for c in ("7♠", "7♦"):
        sp = scene.table.sprites[("c", parse_card(c))]
        click(app, (int(sp.pos[0] - sp.size[0] * 0.3), int(sp.pos[1])))
    assert sorted(scene.table.interaction.selected_cards) == sorted([parse_card("7♠"), parse_card("7♦")])
    assert [z.zone for z, _a in scene.table.interaction.lit] == ["table"]
    click(app, scene.table.pairs_rect.center)
    assert str(scene.match.state.history[0]) == "0:attack 7♠ 7♦"


def test_drag_onto_the_transfer_spot_transfers_DUR_12():
    hands = ["6♥ 7♠ 8♣ 9♦ 10♠ J♣", "7♣ 8♠ 9♣ 10♦ Q♠ K♦", "8♦ 9♠ 10♣ J♦ Q♣ K♠"]
    app, scene = make_rigged(("human", "human", "random"), hands, "A♥", "transfer")
    run(app, 2)
    confirm_curtain(app)
    drag(app, scene, parse_card("7♠"), scene.table.pairs_rect.center)
    run(app, 3)
    assert confirm_curtain(app) == 1
    run(app, 2)
    zones = {z.zone: z for z in scene.table.drop_zones(scene.current_view())}
    assert "transfer" in zones
    drag(app, scene, parse_card("7♣"), zones["transfer"].rect.center)
    st = scene.match.state
    assert str(st.history[1]) == "1:transfer 7♣"
    assert st.view(1)["defender"] == 2


def test_defender_prompt_offers_a_transfer_only_where_the_variant_allows_it():
    """DUR-5/DUR-12: in throw-in durak the defender is told to cover or take, never to transfer."""
    app, scene = make_table(("normal", "human"))
    state = scene.match.state
    state.apply("0:attack 6♥")
    for _ in range(3):
        if state.to_act == 1:
            break
        state.apply(f"{state.to_act}:done")
    run(app, 3)
    assert state.to_act == 1 and state.view(1)["phase"] == "defend"
    assert scene.table.status_text(state.view(1)) == "Cover each card or take"


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("game", ["durak", "witch_durak", "strong_witchcraft"])
def test_the_bout_never_covers_the_piles_or_their_labels(game, size):
    """Seen at Witch durak's six seats at 960×600: three covered pairs lay over «Колода: 0» and
    the trump suit under it.  Every bout of one to six pairs, covered, with the free spot for
    the next card, lies between the stock's labels and the discard pile; the cards get smaller
    in a narrow middle instead."""
    import math

    app = App(size, fixed_dt=1 / 60, settings={"speed": "instant"})
    seats = [Seat(f"P{i}", "ai", "normal") for i in range(6)]
    scene = TableScene(app, Match(game, seats, {}, seed=1), autoplay=True)
    app.push(scene)
    run(app, 2)
    table = scene.table
    furniture = [table.stock_block, table.stock_label_rect, table.trump_label_rect(),
                 table.discard_block, table.discard_label_rect]
    for n in range(1, 7):
        slots, (w, h) = table.slot_positions(n)
        a = math.radians(9)
        cw, ch = w * math.cos(a) + h * math.sin(a), w * math.sin(a) + h * math.cos(a)
        boxes = []
        for k, (x, y) in enumerate(slots):
            boxes.append(pygame.Rect(round(x - w / 2), round(y - h / 2), w, h))
            if k < n:                                   # its cover, a quarter card right, turned 9°
                boxes.append(pygame.Rect(round(x + w * 0.24 - cw / 2), round(y + h * 0.2 - ch / 2),
                                         round(cw), round(ch)))
        for b in boxes:
            assert table.pairs_rect.x <= b.x and b.right <= table.pairs_rect.right + 1, (n, b, table.pairs_rect)
            assert b.collidelist(furniture) == -1, (n, b, furniture)
    assert h >= table.card_h * 0.6                       # smaller, still a card one reads


@pytest.mark.parametrize("game,n", [("durak", 4), ("witch_durak", 5), ("strong_witchcraft", 4)])
def test_the_deal_never_hides_the_stocks_words(game, n):
    """Seen at the deal at 960×600: the cards flying from the stock to the left-hand seats
    passed over «Колода: 12 / Козырь ♦» and hid them for a moment.  The piles' words are drawn
    over the cards in flight: on a frame where a dealt card crosses the stock's count, every
    solid pixel of the words is the words' own colour."""
    from cardtable.ui import assets, widgets

    i18n.set_language("ru")
    try:
        app = App((960, 600), fixed_dt=1 / 60, settings={"speed": "normal"})
        seats = [Seat("Маша", "ai", "normal", "f")] + [Seat(f"Игрок {p}", "ai", "normal", "m") for p in range(1, n)]
        scene = TableScene(app, Match(game, seats, {}, seed=5))
        app.reset(scene)
        table = scene.table
        crossed = 0
        for _ in range(240):
            app.step()
            view = scene.current_view()
            label = i18n.t("durak.stock", n=view.get("stock_size", 0))
            r = table.stock_label_rect
            words = widgets.text_in_rect(None, label, pygame.Rect(r.x, r.y, r.w, 24), 15, widgets.INK, True, lines=1)
            if not any(sp.moving and sp.rect().colliderect(words) for sp in table.sprites.values()):
                continue
            crossed += 1
            img = assets.text(label, 15, widgets.INK, True)
            at = img.get_rect(center=(r.centerx, r.y + 12))
            solid = [(x, y) for x in range(img.get_width()) for y in range(img.get_height())
                     if img.get_at((x, y)).a == 255]
            assert solid
            wrong = [(x, y) for x, y in solid if app.screen.get_at((at.x + x, at.y + y))[:3] != widgets.INK]
            assert not wrong, (app.frames, label, len(wrong), len(solid))
        assert crossed >= 3          # the deal did send cards across the words
    finally:
        i18n.set_language("en")


def test_a_hard_seat_shows_it_is_thinking_while_its_search_runs():
    """Issue 31: while a Hard seat's search runs (in its worker thread) its plate carries the
    thinking mark; once the move is chosen the mark is gone."""
    import threading

    app, scene = make_table(("human", "hard"), speed="fast")
    for _ in range(600):             # the deal is dealt out before the person leads
        app.step()
        if not scene.table.busy():
            break
    release = threading.Event()
    real = scene.match.ai_choose

    def slow_choose(p, rng=None, budget=None):
        release.wait(10)               # the search "runs" until the test lets it finish
        return real(p, rng, budget=0.01)

    scene.match.ai_choose = slow_choose
    drag(app, scene, parse_card("7♠"), scene.table.pairs_rect.center)
    badge = scene.table.badge_rect(1)
    edge = pygame.Rect(badge.x, badge.y - 12, badge.w, 24)
    for _ in range(120):
        app.step()
        if scene.ctx.thinking == 1:
            break
    assert scene.ctx.thinking == 1
    app.step()
    thinking = pygame.image.tobytes(app.screen.subsurface(edge), "RGB")
    release.set()
    import time
    deadline = time.monotonic() + 20   # the search runs in real time in its thread: wait by the clock
    while time.monotonic() < deadline:
        app.step()
        if scene.ctx.thinking is None and scene.ai_job is None and len(scene.match.state.history) >= 2:
            break
    assert scene.ctx.thinking is None
    assert len(scene.match.state.history) >= 2       # the AI answered
    app.step()
    assert pygame.image.tobytes(app.screen.subsurface(edge), "RGB") != thinking
