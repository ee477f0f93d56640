"""Witch durak puzzles: two-player endgames with nothing hidden (enchanted sixes and sevens,
WIT-6, WIT-7), each with one winning first move, a title and a hint in both languages, as
durak's (:mod:`cardtable.puzzles.durak`, whose solver — the exact endgame search over the
engine's own moves, enchanted cards included — is this game's too)."""

from cardtable.puzzles.durak import SOLVER

__all__ = ["PUZZLES", "SOLVER"]

PUZZLES: list[dict] = [{'id': 'witch_durak.p1',
  'game': 'witch_durak',
  'seat': 0,
  'title': {'en': '1. Not the ace', 'ru': '1. Не с туза'},
  'hint': {'en': 'Lead your ace and he transfers it with his. Lead so that he has to cover with a '
                 'trump.',
           'ru': 'Зайдёте с туза — он переведёт его своим тузом. Зайдите так, чтобы ему пришлось '
                 'бить козырем.'},
  'position': 'game: witch_durak\n'
              'players: 2\n'
              'seed: 2028\n'
              'dealer: 1\n'
              'trump: 9♦\n'
              'hands: Q♣ K♦ A♣ | 9♦ 10♦ J♦ J♣ A♥\n'
              'discard: 8♥ A♦ 10♠ 6♦ 6♠ J♠ 6♣ 10♣ 7♥ J♥ 7♠ A♠ 7♦ Q♦ 9♥ 10♥ 6♥ Q♥ 7♣ 8♣ 8♠ Q♠ 9♣ K♣ '
              '9♠ K♠ K♥ 8♦\n'
              'known: - | 9♦ J♣ J♦\n'
              'phase: attack\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'bout: 11\n'
              'defended: true\n'
              'tick: 40\n'
              'last_bout: taken 1 J♣@0 J♦@0\n',
  'solution': '0:attack Q♣'},
 {'id': 'witch_durak.p2',
  'game': 'witch_durak',
  'seat': 1,
  'title': {'en': '2. The queen first', 'ru': '2. Сначала дама'},
  'hint': {'en': 'He will beat all three nines. First give him the card he cannot beat.',
           'ru': 'Все три девятки он отобьёт. Сначала отдайте ему карту, которую ему нечем '
                 'побить.'},
  'position': 'game: witch_durak\n'
              'players: 2\n'
              'seed: 2017\n'
              'dealer: 0\n'
              'trump: J♥\n'
              'hands: J♥ J♦ K♠ A♦ | 9♠ 9♦ 9♣ Q♥\n'
              'discard: 8♠ 6♦ 8♦ 6♣ 6♠ 8♥ K♦ 9♥ K♣ K♥ 7♠ A♠ 7♥ 10♥ 7♦ Q♦ 7♣ J♣ 10♦ A♥ 10♣ A♣ 10♠ '
              'J♠ 8♣ Q♣ Q♠ 6♥\n'
              'known: J♥ | -\n'
              'phase: attack\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 8\n'
              'defended: true\n'
              'tick: 56\n'
              'last_bout: beaten 1 8♣@0 Q♠@0\n',
  'solution': '1:attack Q♥'},
 {'id': 'witch_durak.p3',
  'game': 'witch_durak',
  'seat': 0,
  'title': {'en': '3. The sevens come back', 'ru': '3. Семёрки возвращаются'},
  'hint': {'en': 'He cannot beat the enchanted seven of diamonds, so he will transfer it back to '
                 'you. Throw in the seven you can beat yourself and keep the one you cannot.',
           'ru': 'Заколдованную бубновую семёрку ему не побить, и он переведёт её обратно к вам. '
                 'Подкиньте ту семёрку, которую сами побьёте, а ту, что не побьёте, оставьте.'},
  'position': 'game: witch_durak\n'
              'players: 2\n'
              'seed: 2020\n'
              'dealer: 1\n'
              'trump: Q♠\n'
              'hands: 7♠ 7♣ 9♠ A♥ A♦ | 7♥ Q♠\n'
              'table: 7♦\n'
              'table_by: 0\n'
              'discard: 9♦ Q♦ 9♣ J♣ 10♥ K♥ 6♥ 9♥ 6♣ 10♠ 6♦ K♦ J♥ Q♥ J♦ 8♠ 8♥ A♠ 8♦ 10♦ 8♣ A♣ 10♣ '
              'Q♣ K♣ 6♠ J♠ K♠\n'
              'known: 7♠ 7♣ | Q♠ 7♥\n'
              'phase: throw_in\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'thrower: 0\n'
              'window: 1\n'
              'bout: 13\n'
              'defended: true\n'
              'tick: 56\n'
              'last_bout: taken 1 7♥@0\n',
  'solution': '0:throw 7♠'}]
