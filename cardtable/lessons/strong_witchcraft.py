"""Lessons of Strong Witchcraft: the seven schools and who beats whom (the wheel), strength,
transfer, throw-in, take, laying a Strong Witchcraft, the Apprentice.  Data for :mod:`cardtable.lessons`."""

# Generated data: edit the texts freely; a position or a move must stay legal
# (tests/test_lessons.py plays every line through the engine).

LESSONS: list[dict] = [{'id': 'strong_witchcraft.schools',
  'game': 'strong_witchcraft',
  'seat': 0,
  'rules': ['SW-1', 'SW-2', 'SW-3'],
  'figure': 'cardtable.ui.tables.strong_witchcraft_wheel:draw_wheel',
  'title': {'en': 'Seven schools: who beats whom', 'ru': 'Семь школ: кто кого бьёт'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 1\n'
              'hands: W1 L3 F1 M2 E1 A2 | D3 A3 L1 E2 M1\n'
              'stock: W2 E3 L2\n'
              'table: F2\n'
              'discard: F1 F1 F2 F2 F3 F3 F3 W1 W1 W2 W2 W3 W3 W3 D1 D1 D1 D2 D2 D2 D3 D3 A1 A1 A1 '
              'A2 A2 A3 A3 E1 E1 E2 E2 E3 E3 L1 L1 L2 L2 L3 L3 M1 M1 M2 M2 M3 M3 M3\n'
              'discard_seen: F1 F1 F2 F2 F3 F3 F3 W1 W1 W2 W2 W3 W3 W3 D1 D1 D1 D2 D2 D2 D3 D3 A1 '
              'A1 A1 A2 A2 A3 A3 E1 E1 E2 E2 E3 E3 L1 L1 L2 L2 L3 L3 M1 M1 M2 M2 M3 M3 M3\n'
              'phase: defend\n'
              'attacker: 1\n'
              'main: 1\n'
              'defender: 0\n'
              'thrower: 1\n'
              'lead: 1\n',
  'steps': [{'say': {'en': 'Every spell belongs to one of seven schools, and each school beats two '
                           'others (the wheel) whatever their strength: Water beats Fire. Cover the Fire 2 with your Water 1.',
                     'ru': 'Каждое заклятье — из одной из семи школ, и каждая школа бьёт две '
                           'другие (см. круг) при любой силе: Вода бьёт Огонь. '
                           'Покройте Огонь 2 своей Водой 1.'},
             'move': '0:cover W1/F2',
             'goal': {'kinds': ['cover'], 'beat': 'F2'},
             'wrong': {'en': 'That card does not beat Fire: only Water and Earth beat it, '
                             'or a stronger Fire (SW-3).',
                       'ru': 'Эта карта Огонь не бьёт: его бьют только Вода и Земля — или более '
                             'сильный Огонь (SW-3).'}}],
  'end': {'en': 'Fire beats Life and Mind; Water — Fire and Death; Air — Mind and Water; Earth — '
                'Fire and Air; Life — Air and Water; Death — Earth and Life; Mind — Earth and '
                'Death.',
          'ru': 'Огонь бьёт Жизнь и Разум; Вода — Огонь и Смерть; Воздух — Разум и Воду; Земля — '
                'Огонь и Воздух; Жизнь — Воздух и Воду; Смерть — Землю и Жизнь; Разум — Землю и '
                'Смерть.'}},
 {'id': 'strong_witchcraft.strength',
  'game': 'strong_witchcraft',
  'seat': 0,
  'rules': ['SW-3'],
  'figure': 'cardtable.ui.tables.strong_witchcraft_wheel:draw_wheel',
  'title': {'en': 'Same school, higher strength', 'ru': 'Та же школа, сильнее'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 1\n'
              'hands: D3 F2 A1 L2 E1 F3 | M3 W3 L1 E2 A3\n'
              'stock: W2 E3 L3\n'
              'table: D1\n'
              'discard: F1 F1 F1 F2 F2 F3 F3 W1 W1 W1 W2 W2 W3 W3 D1 D1 D2 D2 D2 D3 D3 A1 A1 A2 A2 '
              'A2 A3 A3 E1 E1 E2 E2 E3 E3 L1 L1 L2 L2 L3 L3 M1 M1 M1 M2 M2 M2 M3 M3\n'
              'discard_seen: F1 F1 F1 F2 F2 F3 F3 W1 W1 W1 W2 W2 W3 W3 D1 D1 D2 D2 D2 D3 D3 A1 A1 '
              'A2 A2 A2 A3 A3 E1 E1 E2 E2 E3 E3 L1 L1 L2 L2 L3 L3 M1 M1 M1 M2 M2 M2 M3 M3\n'
              'phase: defend\n'
              'attacker: 1\n'
              'main: 1\n'
              'defender: 0\n'
              'thrower: 1\n'
              'lead: 1\n',
  'steps': [{'say': {'en': 'Within one school the stronger spell beats the weaker. You hold no '
                           'school that beats Death, but you hold Death 3: cover the Death 1 with '
                           'it.',
                     'ru': 'Внутри одной школы сильное заклятье бьёт слабое. Школы, которая бьёт Смерть, '
                           'у вас нет, зато есть Смерть 3 — покройте ею Смерть 1.'},
             'move': '0:cover D3/D1',
             'goal': {'kinds': ['cover'], 'beat': 'D1'}}],
  'end': {'en': 'Death is beaten by Water and Mind, or by a stronger Death.',
          'ru': 'Смерть бьют Вода и Разум — или более сильная Смерть.'}},
 {'id': 'strong_witchcraft.transfer',
  'game': 'strong_witchcraft',
  'seat': 0,
  'rules': ['SW-6'],
  'figure': 'cardtable.ui.tables.strong_witchcraft_wheel:draw_wheel',
  'title': {'en': 'Transfer back', 'ru': 'Перевод обратно'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 1\n'
              'hands: E2 F2 A1 L2 D1 W3 | M3 W1 L1 F1 A3\n'
              'stock: W2 E3 L3\n'
              'table: E2\n'
              'discard: F1 F1 F2 F2 F3 F3 F3 W1 W1 W2 W2 W3 W3 D1 D1 D2 D2 D2 D3 D3 D3 A1 A1 A2 A2 '
              'A2 A3 A3 E1 E1 E1 E2 E3 E3 L1 L1 L2 L2 L3 L3 M1 M1 M1 M2 M2 M2 M3 M3\n'
              'discard_seen: F1 F1 F2 F2 F3 F3 F3 W1 W1 W2 W2 W3 W3 D1 D1 D2 D2 D2 D3 D3 D3 A1 A1 '
              'A2 A2 A2 A3 A3 E1 E1 E1 E2 E3 E3 L1 L1 L2 L2 L3 L3 M1 M1 M1 M2 M2 M2 M3 M3\n'
              'phase: defend\n'
              'attacker: 1\n'
              'main: 1\n'
              'defender: 0\n'
              'thrower: 1\n'
              'lead: 1\n',
  'steps': [{'say': {'en': 'An identical spell (same school and strength) transfers the lead back: '
                           'both cards go to the attacker, who must now defend. Transfer with your '
                           'Earth 2.',
                     'ru': 'Такое же заклятье (та же школа и сила) переводит ход обратно: обе '
                           'карты уходят к нападавшему, и теперь отбивается он. Переведите своей '
                           'Землёй 2.'},
             'move': '0:transfer E2',
             'goal': {'kinds': ['transfer']},
             'wrong': {'en': 'Transfer with the identical card, Earth 2 (SW-6).',
                       'ru': 'Переводите такой же картой — Землёй 2 (SW-6).'}}],
  'end': {'en': 'He may transfer back again with a third identical card — three copies of each '
                'spell are in a set.',
          'ru': 'Он может перевести снова третьей такой же картой — в наборе по три копии каждого '
                'заклятья.'}},
 {'id': 'strong_witchcraft.throw',
  'game': 'strong_witchcraft',
  'seat': 0,
  'rules': ['SW-7', 'SW-8', 'SW-9'],
  'figure': 'cardtable.ui.tables.strong_witchcraft_wheel:draw_wheel',
  'title': {'en': 'Throw in, the rule of uniqueness', 'ru': 'Подкидывание и правило уникальности'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 0\n'
              'hands: F1 M2 A1 L2 D2 | W3 W1 L1 F3 M3\n'
              'stock: W2 E2 L3\n'
              'table: A1/E3\n'
              'discard: F1 F1 F2 F2 F2 F3 F3 W1 W1 W2 W2 W3 W3 D1 D1 D1 D2 D2 D3 D3 D3 A1 A2 A2 A2 '
              'A3 A3 A3 E1 E1 E1 E2 E2 E3 E3 L1 L1 L2 L2 L3 L3 M1 M1 M1 M2 M2 M3 M3\n'
              'discard_seen: F1 F1 F2 F2 F2 F3 F3 W1 W1 W2 W2 W3 W3 D1 D1 D1 D2 D2 D3 D3 D3 A1 A2 '
              'A2 A2 A3 A3 A3 E1 E1 E1 E2 E2 E3 E3 L1 L1 L2 L2 L3 L3 M1 M1 M1 M2 M2 M3 M3\n'
              'phase: throw\n'
              'attacker: 0\n'
              'main: 0\n'
              'defender: 1\n'
              'thrower: 0\n'
              'lead: 1\n',
  'steps': [{'say': {'en': 'Your Air 1 was beaten by Earth 3. You may throw in a spell of a '
                           'strength on the table (1 or 3) — but never one identical to a card '
                           'already there. Throw in the Fire 1.',
                     'ru': 'Ваш Воздух 1 побит Землёй 3. Можно подкинуть заклятье той силы, что '
                           'есть на столе (1 или 3), — но не такое же, как уже лежащее. Подкиньте '
                           'Огонь 1.'},
             'move': '0:throw F1',
             'goal': {'kinds': ['throw']},
             'wrong': {'en': 'Throw in a spell of strength 1 or 3 that is not already on the table '
                             '(SW-7).',
                       'ru': 'Подкиньте заклятье силы 1 или 3, которого ещё нет на столе '
                             '(SW-7).'}}],
  'end': {'en': 'You keep the right to throw until you pass; at most five thrown cards per bout.',
          'ru': 'Право подкидывать остаётся у вас, пока вы не спасуете; за бой — не больше пяти '
                'подкинутых карт.'}},
 {'id': 'strong_witchcraft.take',
  'game': 'strong_witchcraft',
  'seat': 0,
  'rules': ['SW-7', 'SW-10'],
  'figure': 'cardtable.ui.tables.strong_witchcraft_wheel:draw_wheel',
  'title': {'en': 'Take', 'ru': 'Взять'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 1\n'
              'hands: F2 M2 D2 E1 F1 D1 | E3 W1 L3 F3 M3\n'
              'stock: W2 E2 L2\n'
              'table: W3\n'
              'discard: F1 F1 F2 F2 F3 F3 W1 W1 W2 W2 W3 W3 D1 D1 D2 D2 D3 D3 D3 A1 A1 A1 A2 A2 A2 '
              'A3 A3 A3 E1 E1 E2 E2 E3 E3 L1 L1 L1 L2 L2 L3 L3 M1 M1 M1 M2 M2 M3 M3\n'
              'discard_seen: F1 F1 F2 F2 F3 F3 W1 W1 W2 W2 W3 W3 D1 D1 D2 D2 D3 D3 D3 A1 A1 A1 A2 '
              'A2 A2 A3 A3 A3 E1 E1 E2 E2 E3 E3 L1 L1 L1 L2 L2 L3 L3 M1 M1 M1 M2 M2 M3 M3\n'
              'phase: defend\n'
              'attacker: 1\n'
              'main: 1\n'
              'defender: 0\n'
              'thrower: 1\n'
              'lead: 1\n',
  'steps': [{'say': {'en': 'Water 3 is beaten only by the two schools that beat Water, Air and Life — and '
                           'you hold neither. Press “Take”.',
                     'ru': 'Воду 3 бьют только две школы — Воздух и Жизнь, а их у вас нет. '
                           'Нажмите «Беру».'},
             'move': '0:take',
             'goal': {'kinds': ['take']}}],
  'end': {'en': 'After “take” the attacker may still throw in, several at once; then you pick up '
                'everything and miss your turn.',
          'ru': 'После «беру» нападающий ещё может подкинуть, и сразу несколько карт; потом вы '
                'забираете всё и пропускаете ход.'}},
 {'id': 'strong_witchcraft.witchcraft',
  'game': 'strong_witchcraft',
  'seat': 0,
  'rules': ['SW-12'],
  'figure': 'cardtable.ui.tables.strong_witchcraft_wheel:draw_wheel',
  'title': {'en': 'Lay a Strong Witchcraft', 'ru': 'Сильное колдунство'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 0\n'
              'hands: F1 W1 D1 A1 E2 L3 | E3 W3 M1 L1 F3 M3\n'
              'stock: W2 E2 L2 A3\n'
              'discard: F1 F1 F2 F2 F2 F3 F3 W1 W1 W2 W2 W3 W3 D1 D1 D2 D2 D2 D3 D3 D3 A1 A1 A2 A2 '
              'A2 A3 A3 E1 E1 E1 E2 E3 E3 L1 L1 L2 L2 L3 L3 M1 M1 M2 M2 M2 M3 M3\n'
              'discard_seen: F1 F1 F2 F2 F2 F3 F3 W1 W1 W2 W2 W3 W3 D1 D1 D2 D2 D2 D3 D3 D3 A1 A1 '
              'A2 A2 A2 A3 A3 E1 E1 E1 E2 E3 E3 L1 L1 L2 L2 L3 L3 M1 M1 M2 M2 M2 M3 M3\n'
              'phase: lead\n'
              'attacker: 0\n'
              'main: 0\n'
              'defender: 0\n'
              'thrower: 0\n',
  'steps': [{'say': {'en': 'Four spells of one strength from four different schools are a Strong '
                           'Witchcraft. At the start of your turn lay it in front of you: select '
                           'the four ones, then drop them on the table.',
                     'ru': 'Четыре заклятья одной силы из четырёх разных школ — Сильное '
                           'колдунство. В начале своего хода выложите его перед собой: выберите '
                           'четыре единицы и положите на стол.'},
             'move': '0:lay F1 W1 D1 A1',
             'goal': {'kinds': ['lay']},
             'wrong': {'en': 'Lay the four spells of strength 1 first (SW-12).',
                       'ru': 'Сначала выложите четыре заклятья силы 1 (SW-12).'}}],
  'end': {'en': 'With two or three players the third Strong Witchcraft wins at once (the second '
                'with four or more).',
          'ru': 'Вдвоём и втроём третье Сильное колдунство сразу приносит победу (вчетвером и '
                'больше — второе).'}},
 {'id': 'strong_witchcraft.apprentice',
  'game': 'strong_witchcraft',
  'seat': 0,
  'rules': ['SW-13'],
  'figure': 'cardtable.ui.tables.strong_witchcraft_wheel:draw_wheel',
  'title': {'en': "The Sorcerer's Apprentice", 'ru': 'Ученик чародея'},
  'position': 'game: strong_witchcraft\n'
              'players: 2\n'
              'first: 0\n'
              'hands: W2 | F1 L3\n'
              'discard: F1 F1 F2 F2 F2 F3 F3 F3 W1 W1 W1 W2 W2 W3 W3 W3 D1 D1 D1 D2 D2 D2 D3 D3 D3 '
              'A1 A1 A1 A2 A2 A2 A3 A3 A3 E1 E1 E1 E2 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 M1 M1 '
              'M1 M2 M2 M2 M3 M3 M3\n'
              'discard_seen: F1 F1 F2 F2 F2 F3 F3 F3 W1 W1 W1 W2 W2 W3 W3 W3 D1 D1 D1 D2 D2 D2 D3 '
              'D3 D3 A1 A1 A1 A2 A2 A2 A3 A3 A3 E1 E1 E1 E2 E2 E2 E3 E3 E3 L1 L1 L1 L2 L2 L2 L3 L3 '
              'M1 M1 M1 M2 M2 M2 M3 M3 M3\n'
              'phase: lead\n'
              'attacker: 0\n'
              'main: 0\n'
              'defender: 0\n'
              'thrower: 0\n',
  'steps': [{'say': {'en': 'The stock is gone. Whoever has no cards leaves; the last one holding '
                           "cards is the Not Very Clever Sorcerer's Apprentice. Lead your last "
                           'spell.',
                     'ru': 'Колода кончилась. Кто без карт — выходит; последний с картами — Не '
                           'Очень Умный Ученик Чародея. Зайдите последним заклятьем.'},
             'move': '0:attack W2',
             'reply': ['1:take']}],
  'end': {'en': 'You are out of cards: your opponent is the Apprentice.',
          'ru': 'У вас не осталось карт — соперник стал Учеником чародея.'}}]
