"""Strong Witchcraft puzzles: two-player endgames with no card hidden, each with exactly one
winning first move (proved by :mod:`cardtable.ai.proof`; tests/test_puzzles.py).  Data for
:mod:`cardtable.puzzles`, and the game's solver."""

from cardtable.ai.proof import wins
from cardtable.ai.witchcraft_endgame import exact_world
from cardtable.puzzles import Solver

# exact where the seat can count every card: no stock, every discard seen, at most one
# opponent holding cards it has not seen (ai/witchcraft_endgame.py)
SOLVER = Solver(lambda state, seat: exact_world(state.view(seat)), wins)

PUZZLES: list[dict] = [{'id': 'strong_witchcraft.p1',
  'game': 'strong_witchcraft',
  'seat': 0,
  'title': {'en': '1. Three spells against four', 'ru': '1. Три заклятья против четырёх'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 0\n'
              'hands: W2 E1 W3 | W3 L2 F1 W2\n'
              'discard: F1 F1 F2 F2 F2 F3 F3 F3 W1 W1 W1 W2 W3 D1 D1 D1 D2 D2 D2 D3 D3 D3 A1 A1 A1 '
              'A2 A2 A2 A3 A3 A3 E1 E1 E2 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L3 L3 L3 M1 M1 M1 M2 M2 M2 '
              'M3 M3 M3\n'
              'discard_seen: F1 F1 F2 F2 F2 F3 F3 F3 W1 W1 W1 W2 W3 D1 D1 D1 D2 D2 D2 D3 D3 D3 A1 '
              'A1 A1 A2 A2 A2 A3 A3 A3 E1 E1 E2 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L3 L3 L3 M1 M1 M1 M2 '
              'M2 M2 M3 M3 M3\n'
              'phase: lead\n'
              'attacker: 0\n'
              'main: 0\n'
              'defender: 0\n'
              'thrower: 0\n',
  'solution': '0:attack E1'},
 {'id': 'strong_witchcraft.p2',
  'game': 'strong_witchcraft',
  'seat': 0,
  'title': {'en': '2. Three spells against three', 'ru': '2. Три заклятья против трёх'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 0\n'
              'hands: A1 M3 D1 | W3 A2 D1\n'
              'discard: F1 F1 F1 F2 F2 F2 F3 F3 F3 W1 W1 W1 W2 W2 W2 W3 W3 D1 D2 D2 D2 D3 D3 D3 A1 '
              'A1 A2 A2 A3 A3 A3 E1 E1 E1 E2 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 L3 M1 M1 M1 M2 '
              'M2 M2 M3 M3\n'
              'discard_seen: F1 F1 F1 F2 F2 F2 F3 F3 F3 W1 W1 W1 W2 W2 W2 W3 W3 D1 D2 D2 D2 D3 D3 '
              'D3 A1 A1 A2 A2 A3 A3 A3 E1 E1 E1 E2 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 L3 M1 M1 '
              'M1 M2 M2 M2 M3 M3\n'
              'phase: lead\n'
              'attacker: 0\n'
              'main: 0\n'
              'defender: 0\n'
              'thrower: 0\n',
  'solution': '0:attack A1'},
 {'id': 'strong_witchcraft.p3',
  'game': 'strong_witchcraft',
  'seat': 0,
  'title': {'en': '3. Four spells against three', 'ru': '3. Четыре заклятья против трёх'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 0\n'
              'hands: D2 A2 F1 F1 | F2 M2 D2\n'
              'discard: F1 F2 F2 F3 F3 F3 W1 W1 W1 W2 W2 W2 W3 W3 W3 D1 D1 D1 D2 D3 D3 D3 A1 A1 A1 '
              'A2 A2 A3 A3 A3 E1 E1 E1 E2 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 L3 M1 M1 M1 M2 M2 '
              'M3 M3 M3\n'
              'discard_seen: F1 F2 F2 F3 F3 F3 W1 W1 W1 W2 W2 W2 W3 W3 W3 D1 D1 D1 D2 D3 D3 D3 A1 '
              'A1 A1 A2 A2 A3 A3 A3 E1 E1 E1 E2 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 L3 M1 M1 M1 '
              'M2 M2 M3 M3 M3\n'
              'phase: lead\n'
              'attacker: 0\n'
              'main: 0\n'
              'defender: 0\n'
              'thrower: 0\n',
  'solution': '0:attack F1'},
 {'id': 'strong_witchcraft.p4',
  'game': 'strong_witchcraft',
  'seat': 0,
  'title': {'en': '4. Four spells against three', 'ru': '4. Четыре заклятья против трёх'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 0\n'
              'hands: D3 L2 W1 W3 | W2 L1 E3\n'
              'discard: F1 F1 F1 F2 F2 F2 F3 F3 F3 W1 W1 W2 W2 W3 W3 D1 D1 D1 D2 D2 D2 D3 D3 A1 A1 '
              'A1 A2 A2 A2 A3 A3 A3 E1 E1 E1 E2 E2 E2 E3 E3 L1 L1 L2 L2 L3 L3 L3 M1 M1 M1 M2 M2 M2 '
              'M3 M3 M3\n'
              'discard_seen: F1 F1 F1 F2 F2 F2 F3 F3 F3 W1 W1 W2 W2 W3 W3 D1 D1 D1 D2 D2 D2 D3 D3 '
              'A1 A1 A1 A2 A2 A2 A3 A3 A3 E1 E1 E1 E2 E2 E2 E3 E3 L1 L1 L2 L2 L3 L3 L3 M1 M1 M1 M2 '
              'M2 M2 M3 M3 M3\n'
              'phase: lead\n'
              'attacker: 0\n'
              'main: 0\n'
              'defender: 0\n'
              'thrower: 0\n',
  'solution': '0:attack W1'},
 {'id': 'strong_witchcraft.p5',
  'game': 'strong_witchcraft',
  'seat': 0,
  'title': {'en': '5. Four spells against three', 'ru': '5. Четыре заклятья против трёх'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 0\n'
              'hands: D1 D2 L3 W1 | A1 A2 E3\n'
              'discard: F1 F1 F1 F2 F2 F2 F3 F3 F3 W1 W1 W2 W2 W2 W3 W3 W3 D1 D1 D2 D2 D3 D3 D3 A1 '
              'A1 A2 A2 A3 A3 A3 E1 E1 E1 E2 E2 E2 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 M1 M1 M1 M2 M2 M2 '
              'M3 M3 M3\n'
              'discard_seen: F1 F1 F1 F2 F2 F2 F3 F3 F3 W1 W1 W2 W2 W2 W3 W3 W3 D1 D1 D2 D2 D3 D3 '
              'D3 A1 A1 A2 A2 A3 A3 A3 E1 E1 E1 E2 E2 E2 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 M1 M1 M1 M2 '
              'M2 M2 M3 M3 M3\n'
              'phase: lead\n'
              'attacker: 0\n'
              'main: 0\n'
              'defender: 0\n'
              'thrower: 0\n',
  'solution': '0:attack L3'},
 {'id': 'strong_witchcraft.p6',
  'game': 'strong_witchcraft',
  'seat': 0,
  'title': {'en': '6. Five spells against three', 'ru': '6. Пять заклятий против трёх'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 0\n'
              'hands: D1 E2 A2 M2 F3 | E1 D2 A1\n'
              'discard: F1 F1 F1 F2 F2 F2 F3 F3 W1 W1 W1 W2 W2 W2 W3 W3 W3 D1 D1 D2 D2 D3 D3 D3 A1 '
              'A1 A2 A2 A3 A3 A3 E1 E1 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 L3 M1 M1 M1 M2 M2 M3 '
              'M3 M3\n'
              'discard_seen: F1 F1 F1 F2 F2 F2 F3 F3 W1 W1 W1 W2 W2 W2 W3 W3 W3 D1 D1 D2 D2 D3 D3 '
              'D3 A1 A1 A2 A2 A3 A3 A3 E1 E1 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 L3 M1 M1 M1 M2 '
              'M2 M3 M3 M3\n'
              'phase: lead\n'
              'attacker: 0\n'
              'main: 0\n'
              'defender: 0\n'
              'thrower: 0\n',
  'solution': '0:attack F3'},
 {'id': 'strong_witchcraft.p7',
  'game': 'strong_witchcraft',
  'seat': 0,
  'title': {'en': '7. Five spells against four', 'ru': '7. Пять заклятий против четырёх'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 0\n'
              'hands: E3 W2 E1 D2 F1 | E1 F2 D1 M3\n'
              'discard: F1 F1 F2 F2 F3 F3 F3 W1 W1 W1 W2 W2 W3 W3 W3 D1 D1 D2 D2 D3 D3 D3 A1 A1 A1 '
              'A2 A2 A2 A3 A3 A3 E1 E2 E2 E2 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 L3 M1 M1 M1 M2 M2 M2 M3 '
              'M3\n'
              'discard_seen: F1 F1 F2 F2 F3 F3 F3 W1 W1 W1 W2 W2 W3 W3 W3 D1 D1 D2 D2 D3 D3 D3 A1 '
              'A1 A1 A2 A2 A2 A3 A3 A3 E1 E2 E2 E2 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 L3 M1 M1 M1 M2 M2 '
              'M2 M3 M3\n'
              'phase: lead\n'
              'attacker: 0\n'
              'main: 0\n'
              'defender: 0\n'
              'thrower: 0\n',
  'solution': '0:attack F1'},
 {'id': 'strong_witchcraft.p8',
  'game': 'strong_witchcraft',
  'seat': 0,
  'title': {'en': '8. Five spells against five', 'ru': '8. Пять заклятий против пяти'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 0\n'
              'hands: A1 W1 E1 M3 L2 | D3 F2 W1 E2 W2\n'
              'discard: F1 F1 F1 F2 F2 F3 F3 F3 W1 W2 W2 W3 W3 W3 D1 D1 D1 D2 D2 D2 D3 D3 A1 A1 A2 '
              'A2 A2 A3 A3 A3 E1 E1 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L3 L3 L3 M1 M1 M1 M2 M2 M2 M3 '
              'M3\n'
              'discard_seen: F1 F1 F1 F2 F2 F3 F3 F3 W1 W2 W2 W3 W3 W3 D1 D1 D1 D2 D2 D2 D3 D3 A1 '
              'A1 A2 A2 A2 A3 A3 A3 E1 E1 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L3 L3 L3 M1 M1 M1 M2 M2 M2 '
              'M3 M3\n'
              'phase: lead\n'
              'attacker: 0\n'
              'main: 0\n'
              'defender: 0\n'
              'thrower: 0\n',
  'solution': '0:attack M3'}]
