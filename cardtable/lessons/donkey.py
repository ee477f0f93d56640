"""Lessons of Who's the Donkey?: leading, raising, jokers, passing, the donkey round, the end of
a deal and its penalties.  Data for :mod:`cardtable.lessons`."""

# Generated data: edit the texts freely; a position or a move must stay legal
# (tests/test_lessons.py plays every line through the engine).

LESSONS: list[dict] = [{'id': 'donkey.lead',
  'game': 'donkey',
  'seat': 0,
  'rules': ['ESL-3', 'ESL-4'],
  'title': {'en': 'Lead a round', 'ru': 'Начать круг'},
  'position': 'game: donkey\n'
              'players: 3\n'
              'seed: 1\n'
              'dealer: 0\n'
              'phase: lead\n'
              'round: 2\n'
              'leader: 0\n'
              'to_act: 0\n'
              'hands: 1 2 3 5 5 7 9 9 10 11 12 J | 1 2 4 4 6 6 8 8 10 11 12 13 D | 2 3 3 6 6 7 7 8 '
              '9 10 11 12\n'
              'donkey_holder: 1\n'
              'known: - | D | -\n'
              'out: 13 13\n'
              'last_leader: 0\n'
              'last_winner: 0\n'
              'last_sets: 13 | - | -\n'
              'last_passed: 1 2\n',
  'steps': [{'say': {'en': 'Get rid of your cards: whoever has none left at the end wins. You lead '
                           'this round: play one card, or several of one value. Play your two '
                           'fives.',
                     'ru': 'Избавьтесь от карт: у кого к концу их не останется — выиграл. Вы '
                           'начинаете круг: сыграйте одну карту или несколько одного значения. '
                           'Сыграйте две пятёрки.'},
             'move': '0:play 2x5',
             'goal': {'kinds': ['play']},
             'reply': ['1:play 2x6', '2:play 2x7']}],
  'end': {'en': 'Each other player once, clockwise, either raised with as many cards of a higher '
                'value or passed. The best set leads the next round; all cards played leave the '
                'game.',
          'ru': 'Каждый из остальных по разу, по часовой стрелке, перебил столькими же картами '
                'старшего значения или спасовал. Кто выложил лучший набор, начинает следующий '
                'круг; сыгранные карты выходят из игры.'}},
 {'id': 'donkey.raise',
  'game': 'donkey',
  'seat': 0,
  'rules': ['ESL-4'],
  'title': {'en': 'Raise', 'ru': 'Перебить'},
  'position': 'game: donkey\n'
              'players: 3\n'
              'seed: 1\n'
              'dealer: 0\n'
              'phase: raise\n'
              'round: 2\n'
              'leader: 2\n'
              'to_act: 0\n'
              'hands: 1 2 3 5 5 7 9 9 10 11 12 13 J | 1 2 4 4 6 6 8 8 10 11 12 13 D | 2 3 3 7 7 8 '
              '9 10 11 12\n'
              'table: - | - | 6 6\n'
              'acted: 2\n'
              'donkey_holder: 1\n'
              'known: - | D | -\n'
              'out: 13\n'
              'last_leader: 2\n'
              'last_winner: 2\n'
              'last_sets: - | - | 13\n'
              'last_passed: 0 1\n',
  'steps': [{'say': {'en': 'Two sixes were led. To raise, play the same number of cards of a '
                           'higher value: your two nines.',
                     'ru': 'Зашли двумя шестёрками. Чтобы перебить, сыграйте столько же карт '
                           'старшего значения — две девятки.'},
             'move': '0:play 2x9',
             'goal': {'kinds': ['play']},
             'wrong': {'en': 'Raise with two cards of one value higher than six (ESL-4).',
                       'ru': 'Перебейте двумя картами одного значения старше шести (ESL-4).'}}],
  'end': {'en': 'A raise must climb and keep the size of the set.',
          'ru': 'Перебивать нужно старшим значением и тем же числом карт.'}},
 {'id': 'donkey.jokers',
  'game': 'donkey',
  'seat': 0,
  'rules': ['ESL-5'],
  'title': {'en': 'Jokers', 'ru': 'Джокеры'},
  'position': 'game: donkey\n'
              'players: 3\n'
              'seed: 1\n'
              'dealer: 0\n'
              'phase: raise\n'
              'round: 2\n'
              'leader: 2\n'
              'to_act: 0\n'
              'hands: 1 2 3 5 5 7 9 9 10 11 12 13 J | 1 2 4 4 6 6 8 8 10 11 12 13 D | 3 3 3 6 6 9 '
              '10 11 12\n'
              'table: - | - | 7 7 7\n'
              'acted: 2\n'
              'donkey_holder: 1\n'
              'known: - | D | -\n'
              'out: 13\n'
              'last_leader: 2\n'
              'last_winner: 2\n'
              'last_sets: - | - | 13\n'
              'last_passed: 0 1\n',
  'steps': [{'say': {'en': 'Three sevens were led. A joker joins natural cards and takes their '
                           'value: your two nines and the joker make three nines.',
                     'ru': 'Зашли тремя семёрками. Джокер присоединяется к обычным картам и '
                           'принимает их значение: две девятки и джокер — это три девятки.'},
             'move': '0:play 2x9+J',
             'goal': {'kinds': ['play']}}],
  'end': {'en': 'Jokers alone count 14, the top value. Left in your hand, each costs 14 points.',
          'ru': 'Джокеры без обычных карт считаются за 14 — старшее значение. Оставшийся в руке '
                'джокер стоит 14 штрафных очков.'}},
 {'id': 'donkey.pass',
  'game': 'donkey',
  'seat': 0,
  'rules': ['ESL-4'],
  'title': {'en': 'Pass', 'ru': 'Пас'},
  'position': 'game: donkey\n'
              'players: 3\n'
              'seed: 1\n'
              'dealer: 0\n'
              'phase: raise\n'
              'round: 2\n'
              'leader: 2\n'
              'to_act: 0\n'
              'hands: 1 2 3 4 4 5 5 7 9 10 11 12 13 | 1 2 4 4 6 6 8 8 10 11 12 13 D | 2 3 3 7 7 8 '
              '9 10 11\n'
              'table: - | - | 6 6 J\n'
              'acted: 2\n'
              'donkey_holder: 1\n'
              'known: - | D | -\n'
              'out: 13\n'
              'last_leader: 2\n'
              'last_winner: 2\n'
              'last_sets: - | - | 13\n'
              'last_passed: 0 1\n',
  'steps': [{'say': {'en': 'Three sixes (two and a joker) were led; you have no three cards of a '
                           'higher value. Pass.',
                     'ru': 'Зашли тремя шестёрками (две и джокер); у вас нет трёх карт старшего '
                           'значения. Пасуйте.'},
             'move': '0:pass'}],
  'end': {'en': 'Passing costs nothing now — but the cards stay in your hand.',
          'ru': 'Пас сейчас ничего не стоит — но карты остаются у вас в руке.'}},
 {'id': 'donkey.donkey_round',
  'game': 'donkey',
  'seat': 0,
  'rules': ['ESL-6', 'ESL-7'],
  'title': {'en': 'The donkey round', 'ru': 'Круг осла'},
  'position': 'game: donkey\n'
              'players: 3\n'
              'seed: 1\n'
              'dealer: 0\n'
              'phase: lead\n'
              'round: 1\n'
              'leader: 0\n'
              'to_act: 0\n'
              'hands: 1 2 3 5 5 7 9 9 10 11 12 13 D | 1 2 4 4 6 6 8 8 10 11 12 13 J | 2 3 3 6 6 7 '
              '7 8 9 10 11 12 13\n'
              'donkey_holder: 0\n'
              'known: D | - | -\n',
  'steps': [{'say': {'en': 'Only a player leading a round may play the donkey, alone. Then nobody '
                           'may pass: each plays one card, and the highest takes every card of the '
                           'round — donkey included. Lead the donkey.',
                     'ru': 'Только начинающий круг может сыграть осла, и только одного. Тогда '
                           'пасовать нельзя: каждый кладёт одну карту, и старшая забирает все '
                           'карты круга — вместе с ослом. Сыграйте осла.'},
             'move': '0:play D',
             'goal': {'kinds': ['play']},
             'reply': ['1:play 13', '2:play 12']}],
  'end': {'en': 'The king was highest: its player takes the donkey and may not lead it until he '
                'wins a normal round.',
          'ru': 'Старшим был король — его хозяин забирает осла и не может ходить им, пока не '
                'выиграет обычный круг.'}},
 {'id': 'donkey.sets',
  'game': 'donkey',
  'seat': 0,
  'rules': ['ESL-8', 'ESL-9'],
  'title': {'en': 'Run out: the end of a deal', 'ru': 'Конец сдачи'},
  'position': 'game: donkey\n'
              'players: 3\n'
              'seed: 1\n'
              'dealer: 0\n'
              'phase: lead\n'
              'round: 12\n'
              'leader: 0\n'
              'to_act: 0\n'
              'hands: 4 4 | 1 2 J | 9 9 13 D\n'
              'donkey_holder: 2\n'
              'known: - | - | D\n'
              'out: 10 10 10 10 10 10 10 11 11 11 11 11 11 11 11 12 12 12 12 12 12 12 12 13 13 13 '
              '13 13 13 13\n'
              'last_leader: 0\n'
              'last_winner: 0\n'
              'last_sets: 13 | - | -\n'
              'last_passed: 1 2\n',
  'steps': [{'say': {'en': 'The deal ends with the round in which someone plays his last card. '
                           'Play both fours.',
                     'ru': 'Сдача кончается на круге, в котором кто-то сыграл последнюю карту. '
                           'Сыграйте обе четвёрки.'},
             'move': '0:play 2x4',
             'reply': ['1:pass', '2:play 2x9']}],
  'end': {'en': 'You ran out and score nothing. The others pay for their cards: the donkey 20, a '
                'joker 14, other cards their value. Lowest total over the match wins.',
          'ru': 'Вы вышли и ничего не платите. Остальные платят за карты: осёл — 20, джокер — 14, '
                'остальные — по значению. Побеждает наименьшая сумма за матч.'}}]
