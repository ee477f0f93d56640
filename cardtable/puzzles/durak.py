"""Durak puzzles: two-player endgames with the stock gone (or only its turned-up trump left),
where every card is known to a card counter — and the game's solver for them.

Data for :mod:`cardtable.puzzles` (``PUZZLES``, easiest first) and ``SOLVER``, built on the
exact endgame search :mod:`cardtable.ai.durak_endgame` (alpha-beta over the engine's own legal
moves, every reply of the opponent searched).  ``applies``: the seat's view hides no card
(``durak_endgame.exact_world``: two players left, no stock or only the trump everyone saw, not
Italian, no teams).  ``wins``: does the seat win against every defence — a null-window search
"is the value at least a win?" over the full state (in a puzzle nothing is hidden, so the
state is the one world the seat's view allows); a deal that would go round in circles
(transfers and takes back and forth) counts as no win, as in :mod:`cardtable.ai.proof`.

Each shipped puzzle has exactly one winning first move (tests/test_puzzles.py checks it with
this solver and with a brute-force search of its own), a title and a hint in both languages;
it is found from random deals played to an empty stock and graded by how many of the seat's
later decisions are forced wins too and by whether the Normal AI finds the first move.
"""

from __future__ import annotations

import sys

from cardtable.ai.durak_endgame import DEPTH_LIMIT, WIN, OutOfNodes, exact_world
from cardtable.ai.durak_endgame import Solver as EndgameSolver
from cardtable.engine import GameState
from cardtable.puzzles import Solver


def applies(state: GameState, seat: int) -> bool:
    """The seat can count every card (and two players are left to play it out)."""
    return exact_world(state.view(seat))


def wins(state: GameState, seat: int, budget: int) -> bool | None:
    """Whether ``seat`` wins ``state`` against every defence (None: more than ``budget``
    searched positions were needed).  A finished deal: the seat is not the fool and it is no
    draw (DUR-11: both out in the same bout)."""
    if state.is_over:
        result = state.result
        assert result is not None
        return not result.draw and bool(result.losers) and seat not in result.losers
    search = EndgameSolver(seat, budget)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, DEPTH_LIMIT))  # transfers and takes make long lines
    try:
        return search.value(state.clone(), WIN - 1, WIN) >= WIN
    except OutOfNodes:
        return None
    finally:
        sys.setrecursionlimit(limit)


SOLVER = Solver(applies, wins)

PUZZLES: list[dict] = [{'id': 'durak.p1',
  'game': 'durak',
  'seat': 1,
  'title': {'en': '1. Save the ace', 'ru': '1. Поберегите туза'},
  'hint': {'en': 'Cover with the smaller trump, then lead the ace of trumps: nothing beats it.',
           'ru': 'Бейте младшим козырем, а потом заходите с козырного туза: его не побить ничем.'},
  'position': 'game: durak\n'
              'players: 2\n'
              'seed: 171\n'
              'dealer: 0\n'
              'trump: 8♥\n'
              'hands: 10♥ A♠ | J♣ K♥ A♥\n'
              'table: 7♦\n'
              'table_by: 0\n'
              'discard: 7♣ K♣ 7♠ 7♥ 6♦ 8♦ 8♠ J♠ 8♣ Q♣ J♦ K♦ 10♠ K♠ 10♦ Q♦ A♦ 6♥ A♣ Q♥ 6♣ 9♣ 9♠ Q♠ '
              '6♠ 9♥ 9♦ J♥ 10♣ 8♥\n'
              'phase: defend\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'bout: 11\n'
              'defended: true\n'
              'tick: 41\n'
              'last_bout: beaten 0 10♣@1\n',
  'solution': '1:cover K♥/7♦'},
 {'id': 'durak.p2',
  'game': 'durak',
  'seat': 0,
  'title': {'en': '2. Two cards left', 'ru': '2. Две последние карты'},
  'hint': {'en': 'Keep your trump for the ace he will throw in.',
           'ru': 'Козырь придержите для туза, которого он подкинет.'},
  'position': 'game: durak\n'
              'players: 2\n'
              'options: variant=transfer\n'
              'seed: 1104\n'
              'dealer: 1\n'
              'trump: 10♠\n'
              'hands: 10♠ A♣ | Q♠ K♠ A♥\n'
              'table: J♦/A♦ J♣\n'
              'table_by: 1 1\n'
              'discard: 8♦ 9♦ 8♥ K♥ 9♣ 6♠ 6♦ 10♦ K♦ 7♠ 7♥ 9♥ 7♦ 8♠ 7♣ Q♣ J♥ Q♥ 6♥ 9♠ 6♣ 8♣ 10♥ A♠ '
              '10♣ K♣ Q♦ J♠\n'
              'known: 10♠ | -\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'added: true\n'
              'bout: 7\n'
              'defended: true\n'
              'tick: 37\n'
              'last_bout: beaten 1 Q♦@0\n',
  'solution': '0:cover A♣/J♣'},
 {'id': 'durak.p3',
  'game': 'durak',
  'seat': 0,
  'title': {'en': '3. Nothing to throw in', 'ru': '3. Нечего подкинуть'},
  'hint': {'en': 'Every card on the table lets him throw in cards of its rank. Which cover gives '
                 'him nothing to add?',
           'ru': 'Каждая карта на столе позволяет подкинуть карты того же достоинства. Каким боем '
                 'вы не дадите ему ничего подкинуть?'},
  'position': 'game: durak\n'
              'players: 2\n'
              'seed: 379\n'
              'dealer: 0\n'
              'trump: 6♠\n'
              'hands: J♦ K♠ K♥ A♠ | J♠ A♥ A♣\n'
              'table: Q♣\n'
              'table_by: 1\n'
              'discard: 10♥ 10♠ 10♦ Q♦ 7♦ K♦ 6♥ J♥ 8♦ 8♠ 8♥ 9♠ 8♣ J♣ 9♥ Q♠ 9♣ K♣ 6♦ A♦ 6♣ 7♠ 7♥ Q♥ '
              '7♣ 10♣ 9♦ 6♠\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 11\n'
              'defended: true\n'
              'tick: 28\n'
              'last_bout: beaten 1 9♦@0\n',
  'solution': '0:cover K♠/Q♣'},
 {'id': 'durak.p4',
  'game': 'durak',
  'seat': 0,
  'title': {'en': '4. A king without a trump', 'ru': '4. Король без козыря'},
  'hint': {'en': 'The king of diamonds can be beaten without a trump.',
           'ru': 'Бубнового короля можно побить и без козыря.'},
  'position': 'game: durak\n'
              'players: 2\n'
              'seed: 299\n'
              'dealer: 1\n'
              'trump: A♣\n'
              'hands: J♥ A♦ A♣ | 6♣ 10♣ Q♣ K♣\n'
              'table: K♠/A♠ K♦\n'
              'table_by: 1 1\n'
              'discard: 7♠ 9♠ 7♥ 8♥ 9♥ J♣ 6♠ 10♠ 6♥ A♥ 6♦ Q♦ 7♦ J♦ 10♥ 9♣ 9♦ 10♦ 8♠ Q♠ 8♦ 7♣ J♠ 8♣ '
              'Q♥ K♥\n'
              'known: J♥ A♣ | K♣\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 13\n'
              'defended: true\n'
              'tick: 43\n'
              'last_bout: taken 0 J♥@1 A♠@1\n',
  'solution': '0:cover A♦/K♦'},
 {'id': 'durak.p5',
  'game': 'durak',
  'seat': 1,
  'title': {'en': '5. Let him transfer', 'ru': '5. Пусть переводит'},
  'hint': {'en': 'If he transfers your lead, both jacks come to you — and you have a trump for '
                 'each.',
           'ru': 'Если он переведёт ваш заход, оба валета достанутся вам — а на каждого у вас есть '
                 'козырь.'},
  'position': 'game: durak\n'
              'players: 2\n'
              'options: variant=transfer\n'
              'seed: 1216\n'
              'dealer: 0\n'
              'trump: K♠\n'
              'hands: 10♠ J♦ K♦ | 8♠ J♣ K♠\n'
              'discard: 8♥ J♥ 8♦ Q♦ A♦ J♠ 6♦ 9♦ K♣ A♣ K♥ 6♠ 7♦ A♠ 7♣ Q♣ 7♥ 9♠ Q♥ Q♠ 6♥ 9♥ 6♣ 8♣ 9♣ '
              '10♣ 10♥ A♥ 10♦ 7♠\n'
              'known: - | 8♠ K♠\n'
              'phase: attack\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 11\n'
              'defended: true\n'
              'tick: 42\n'
              'last_bout: beaten 1 10♥@0 10♦@0\n',
  'solution': '1:attack J♣'},
 {'id': 'durak.p6',
  'game': 'durak',
  'seat': 1,
  'title': {'en': '6. The queen of trumps', 'ru': '6. Козырная дама'},
  'hint': {'en': 'Beat the ten with the smaller trump and keep the ace for his queen of trumps.',
           'ru': 'Бейте десятку младшим козырем, а туза берегите для его козырной дамы.'},
  'position': 'game: durak\n'
              'players: 2\n'
              'seed: 118\n'
              'dealer: 1\n'
              'trump: Q♦\n'
              'hands: Q♠ Q♦ Q♣ A♠ | 6♠ Q♥ K♥ K♦ A♦\n'
              'table: 10♠/10♦ 10♣\n'
              'table_by: 0 0\n'
              'discard: 8♣ A♣ 7♠ K♠ 9♥ J♥ 8♠ J♠ 8♥ 8♦ 6♣ J♣ 7♥ A♥ 7♣ K♣ 10♥ 9♦ 9♠ 6♦ 9♣ 7♦ 6♥ J♦\n'
              'known: Q♦ | -\n'
              'phase: defend\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'bout: 12\n'
              'defended: true\n'
              'tick: 36\n'
              'last_bout: beaten 0 6♥@1\n',
  'solution': '1:cover K♦/10♣'},
 {'id': 'durak.p7',
  'game': 'durak',
  'seat': 1,
  'title': {'en': '7. Two aces', 'ru': '7. Два туза'},
  'hint': {'en': 'Two aces are a lead he cannot beat in full. Cover so that both stay in your '
                 'hand.',
           'ru': 'Два туза — заход, который ему целиком не отбить. Бейтесь так, чтобы оба остались '
                 'у вас.'},
  'position': 'game: durak\n'
              'players: 2\n'
              'seed: 284\n'
              'dealer: 1\n'
              'trump: A♣\n'
              'hands: 7♣ 10♣ J♣ Q♣ K♣ A♦ | 9♣ A♠ A♣\n'
              'table: 8♥\n'
              'table_by: 0\n'
              'discard: 6♥ J♥ 7♠ 8♠ 7♥ 8♣ 9♠ Q♠ 6♠ K♠ 9♥ A♥ 7♦ J♦ 10♠ J♠ 8♦ K♦ 6♦ 9♦ 10♥ 6♣ 10♦ Q♦ '
              'Q♥ K♥\n'
              'known: K♣ | A♣\n'
              'phase: defend\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'bout: 13\n'
              'defended: true\n'
              'tick: 40\n'
              'last_bout: beaten 0 Q♥@1\n',
  'solution': '1:cover 9♣/8♥'},
 {'id': 'durak.p8',
  'game': 'durak',
  'seat': 0,
  'title': {'en': '8. Trumps in reserve', 'ru': '8. Козыри в запасе'},
  'hint': {'en': 'Lead your only plain card and keep your three trumps for his attacks.',
           'ru': 'Зайдите единственной некозырной картой, а три козыря приберегите для его '
                 'заходов.'},
  'position': 'game: durak\n'
              'players: 2\n'
              'options: variant=transfer\n'
              'seed: 1134\n'
              'dealer: 1\n'
              'trump: 10♠\n'
              'hands: 8♠ 9♥ Q♠ K♠ | 10♠ J♥ J♣ K♥ K♣ A♠\n'
              'discard: 9♣ Q♣ 7♦ 9♦ 7♣ 9♠ 6♦ K♦ 6♣ J♠ 6♥ 8♥ 10♥ Q♥ 8♦ J♦ 8♣ A♣ 7♥ A♥ Q♦ 7♠ 10♦ A♦ '
              '10♣ 6♠\n'
              'known: - | 10♠\n'
              'phase: attack\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'bout: 12\n'
              'defended: true\n'
              'tick: 44\n'
              'last_bout: beaten 0 10♦@1 10♣@1\n',
  'solution': '0:attack 9♥'},
 {'id': 'durak.p9',
  'game': 'durak',
  'seat': 1,
  'title': {'en': '9. A pair of queens', 'ru': '9. Пара дам'},
  'hint': {'en': 'Cover so that he has nothing to throw in, and keep your two queens together.',
           'ru': 'Бейте так, чтобы ему нечего было подкинуть, и не разбивайте пару дам.'},
  'position': 'game: durak\n'
              'players: 2\n'
              'seed: 350\n'
              'dealer: 0\n'
              'trump: Q♠\n'
              'hands: J♦ K♠ K♣ A♠ | 9♥ J♠ Q♠ Q♥ K♥\n'
              'table: 7♥\n'
              'table_by: 0\n'
              'discard: 7♦ 8♦ 10♥ 6♠ 10♦ K♦ 10♣ 7♠ 7♣ 9♣ 8♥ 8♠ J♣ Q♣ 8♣ 9♠ 9♦ Q♦ 6♦ A♦ 6♥ A♥ 6♣ A♣ '
              'J♥ 10♠\n'
              'known: - | Q♠\n'
              'phase: defend\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'bout: 12\n'
              'defended: true\n'
              'tick: 37\n'
              'last_bout: beaten 0 J♥@1\n',
  'solution': '1:cover 9♥/7♥'},
 {'id': 'durak.p10',
  'game': 'durak',
  'seat': 1,
  'title': {'en': '10. The ace follows', 'ru': '10. Туз следом'},
  'hint': {'en': 'Make him beat your lead with his ace: then your ace of trumps can be thrown in '
                 'after it.',
           'ru': 'Заставьте его побить заход тузом — тогда за ним можно подкинуть и вашего '
                 'козырного туза.'},
  'position': 'game: durak\n'
              'players: 2\n'
              'options: variant=transfer\n'
              'seed: 1055\n'
              'dealer: 1\n'
              'trump: 8♦\n'
              'hands: Q♠ Q♣ A♣ | 10♣ K♣ A♦\n'
              'discard: 7♥ 8♥ 7♣ 8♣ 9♣ J♣ 9♥ Q♥ 7♠ 8♠ 6♠ A♠ 6♥ A♥ 6♣ 7♦ 10♠ 6♦ K♥ 9♦ K♠ 10♦ 10♥ Q♦ '
              '9♠ J♠ J♥ 8♦ J♦ K♦\n'
              'known: A♣ | A♦\n'
              'phase: attack\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 12\n'
              'defended: true\n'
              'tick: 50\n'
              'last_bout: beaten 1 J♥@0 J♦@0\n',
  'solution': '1:attack K♣'},
 {'id': 'durak.p11',
  'game': 'durak',
  'seat': 0,
  'title': {'en': '11. Draw out his trump', 'ru': '11. Выманите козырь'},
  'hint': {'en': 'He has only one trump. Lead a card that only that trump can beat, and have a '
                 'card of its rank to throw in.',
           'ru': 'У него один козырь. Зайдите с карты, которую бьёт только он, и держите наготове '
                 'карту его достоинства, чтобы подкинуть.'},
  'position': 'game: durak\n'
              'players: 2\n'
              'seed: 316\n'
              'dealer: 1\n'
              'trump: 6♥\n'
              'hands: 9♣ Q♦ K♦ A♥ | 10♠ J♠ K♥ K♣ A♠ A♣\n'
              'discard: 6♦ 7♦ 7♠ K♠ J♣ 7♥ 8♠ 9♥ 8♣ Q♣ 7♣ 8♥ 9♦ A♦ 6♣ 10♣ J♥ Q♥ J♦ 10♥ 6♠ Q♠ 8♦ 10♦ '
              '9♠ 6♥\n'
              'known: - | A♠ A♣\n'
              'phase: attack\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'bout: 11\n'
              'defended: true\n'
              'tick: 34\n'
              'last_bout: beaten 0 9♠@1\n',
  'solution': '0:attack Q♦'}]
