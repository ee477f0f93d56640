"""Lessons of Pirate Party: matching, drawing, every action card, the call, and each house rule.
Data for :mod:`cardtable.lessons`."""

# Generated data: edit the texts freely; a position or a move must stay legal
# (tests/test_lessons.py plays every line through the engine).

LESSONS: list[dict] = [{'id': 'pirate_party.match',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-5', 'PIR-14'],
  'title': {'en': 'Match the top card', 'ru': 'Масть или значение'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: R3 R7 Y1 G5 B9 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: YR R+2 Y8 R0 W+4 G3 Y9 Y3 Y1 G5 G+2 G1 R1 B+2 Y+2 B3 R7 B4 R+2 B8 B7 GR Y4 '
              'Y2 R4 G8 G+2 G4 B0 BR GS Y6 Y0 BS Y8 R9 R2 G2 BS G6 BR Y2 W+4 YR G7 Y+2 B1 B6 G1 GR '
              'W+4 YS B3 Y9 W Y4 RR B7 B5 YS R2 RS B1 W W+4 W Y6 RS B+2 G9 B6 B9 Y7 R6 G9 GS R8 R3 '
              'Y5 B2 R5 B8 G3 R8 B5 R6 R4 W G7 RR G0\n'
              'discard: G4 R5\n'
              'colour: r\n'
              'phase: turn\n'
              'to_act: 0\n',
  'steps': [{'say': {'en': "Shed all your cards first. Play a card matching the top card's colour "
                           'or its number (or symbol): the red 5 takes a red card or any 5.',
                     'ru': 'Первым избавьтесь от всех карт. Кладите карту той же масти, что '
                           'верхняя, или того же значения (или знака): на красную пятёрку — '
                           'красную карту или любую пятёрку.'},
             'move': '0:play G5',
             'goal': {'kinds': ['play']}}],
  'end': {'en': 'The deal ends when someone lays his last card.',
          'ru': 'Сдача кончается, когда кто-то кладёт последнюю карту.'}},
 {'id': 'pirate_party.draw',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-6'],
  'title': {'en': 'Draw', 'ru': 'Взять из колоды'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: Y3 G5 B9 | R1 Y7 G2 G8 B4 | R9 Y1 Y5 G6 B2\n'
              'stock: W+4 Y+2 RS BR YS GS R0 G1 B+2 B2 YR B8 G6 G+2 R1 G3 RR R8 R6 B4 RS W+4 G+2 '
              'R2 Y7 Y2 Y0 B0 Y2 B8 GS G1 Y8 Y5 RR BS G9 Y6 R8 R2 G3 BS G7 G4 Y1 W Y+2 GR YS B1 B6 '
              'G0 GR W+4 Y9 B3 Y8 W Y3 R+2 B7 B5 Y9 R3 W W W+4 B6 Y4 R9 B+2 G8 B5 B9 Y6 R5 G7 G9 '
              'R7 R3 Y4 B1 R4 B7 G2 R7 B3 R5 R4 BR G5 R+2 YR\n'
              'discard: G4 R6\n'
              'colour: r\n'
              'phase: turn\n'
              'to_act: 0\n',
  'steps': [{'say': {'en': 'Nothing in your hand matches the red 6. Draw a card from the stock.',
                     'ru': 'Ничего в руке не подходит к красной шестёрке. Возьмите карту из '
                           'колоды.'},
             'move': '0:draw'}],
  'end': {'en': 'If the drawn card fits you may play it at once; otherwise you keep it and pass.',
          'ru': 'Если взятая карта подходит, её можно сразу сыграть; иначе оставьте её и '
                'пасуйте.'}},
 {'id': 'pirate_party.skip',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-7'],
  'title': {'en': 'Skip', 'ru': 'Пропуск хода'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: RS Y1 G5 B9 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: B7 G1 B2 G2 R0 R+2 Y+2 G7 GS W+4 G0 G+2 G3 R1 Y0 Y8 R8 R6 W RS Y+2 G+2 B0 B1 '
              'Y2 Y1 R3 Y3 GR GS G5 Y8 Y6 RR BS B8 Y7 R8 R2 W+4 BS G7 G4 Y2 W YR B8 YS B+2 B6 G1 '
              'GR W+4 YS B3 Y9 W Y4 R+2 BR B6 Y9 R2 B3 W W+4 B5 Y5 R9 B+2 G9 B5 B9 Y6 R5 G8 G9 R7 '
              'R3 Y4 B1 R4 B7 G3 R7 B4 R6 R4 BR G6 RR YR\n'
              'discard: G4 R5\n'
              'colour: r\n'
              'phase: turn\n'
              'to_act: 0\n',
  'steps': [{'say': {'en': 'A Skip makes the next player miss his turn — unless he answers with an '
                           'identical Skip. Play your red Skip.',
                     'ru': '«Пропуск хода» заставляет следующего пропустить ход — если он не '
                           'ответит таким же «Пропуском». Сыграйте красный «Пропуск».'},
             'move': '0:play RS',
             'goal': {'kinds': ['play'], 'with': 'RS'}}],
  'end': {'en': 'Your neighbour had no red Skip: he misses his turn.',
          'ru': 'У соседа нет красного «Пропуска» — он пропускает ход.'}},
 {'id': 'pirate_party.draw_two',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-8'],
  'title': {'en': 'Draw Two', 'ru': 'Возьми две'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: R+2 Y1 G5 B9 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: B7 G1 B2 G2 R0 RS Y+2 G7 GS W+4 G0 G+2 G3 R1 Y0 Y8 R8 R6 W RS Y+2 G+2 B0 B1 '
              'Y2 Y1 R3 Y3 GR GS G5 Y8 Y6 RR BS B8 Y7 R8 R2 W+4 BS G7 G4 Y2 W YR B8 YS B+2 B6 G1 '
              'GR W+4 YS B3 Y9 W Y4 R+2 BR B6 Y9 R2 B3 W W+4 B5 Y5 R9 B+2 G9 B5 B9 Y6 R5 G8 G9 R7 '
              'R3 Y4 B1 R4 B7 G3 R7 B4 R6 R4 BR G6 RR YR\n'
              'discard: G4 R5\n'
              'colour: r\n'
              'phase: turn\n'
              'to_act: 0\n',
  'steps': [{'say': {'en': 'A Draw Two makes the next player draw two cards and miss his turn, '
                           'unless he answers with a Draw Two of any colour. Play it.',
                     'ru': '«Возьми две» заставляет следующего взять две карты и пропустить ход, '
                           'если он не ответит своей «Возьми две» любого цвета. Сыграйте её.'},
             'move': '0:play R+2',
             'goal': {'kinds': ['play'], 'with': 'R+2'}}],
  'end': {'en': 'Without stacking the penalty does not add up: whoever ends the chain draws two.',
          'ru': 'Без «изложения» штраф не копится: кто прервал цепочку, берёт две.'}},
 {'id': 'pirate_party.reverse',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-9'],
  'title': {'en': 'Reverse', 'ru': 'Разворот'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: RR Y1 G5 B9 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: B7 G1 B2 G2 R0 RS Y+2 G7 GS W+4 G0 G+2 G3 R1 Y0 Y8 R8 R6 W RS Y+2 G+2 B0 B1 '
              'Y2 Y1 R3 Y3 GR GS G5 Y8 Y6 RR BS B8 Y7 R8 R2 W+4 BS G7 G4 Y2 W YR B8 YS B+2 B6 G1 '
              'GR W+4 YS B3 Y9 W Y4 R+2 BR B6 Y9 R2 B3 W W+4 B5 Y5 R9 B+2 G9 B5 B9 Y6 R5 G8 G9 R7 '
              'R3 Y4 B1 R4 B7 G3 R7 B4 R6 R4 BR G6 R+2 YR\n'
              'discard: G4 R5\n'
              'colour: r\n'
              'phase: turn\n'
              'to_act: 0\n',
  'steps': [{'say': {'en': 'A Reverse turns the direction of play round. Play it: the player on '
                           'your right goes next.',
                     'ru': '«Разворот» меняет направление игры. Сыграйте его — следующим ходит '
                           'игрок справа.'},
             'move': '0:play RR',
             'goal': {'kinds': ['play'], 'with': 'RR'}}],
  'end': {'en': 'Two Reverses cancel out; with two players a Reverse does nothing else.',
          'ru': 'Два «Разворота» отменяют друг друга; вдвоём «Разворот» больше ничего не делает.'}},
 {'id': 'pirate_party.wild',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-10'],
  'title': {'en': 'Wild', 'ru': 'Смена цвета'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: G5 B1 B9 W | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: B6 G0 B1 G1 R0 RS YS G6 G9 W+4 YR GS G2 R1 RR Y7 R8 R6 W RS YS GS GR GR Y1 '
              'Y0 R3 Y2 G+2 G9 G3 Y6 Y4 RR BS B8 Y6 R8 R2 W+4 B9 G5 G3 Y1 BR Y+2 B7 Y9 BS B6 YR '
              'G+2 W+4 Y9 B2 Y8 W Y2 R+2 B+2 B5 Y8 R2 B3 W W+4 B4 Y4 R9 B+2 G7 B5 B8 Y5 R5 G7 G8 '
              'R7 R3 Y3 B0 R4 B7 G1 R7 B3 R6 R4 BR G4 R+2 Y+2\n'
              'discard: G4 R5\n'
              'colour: r\n'
              'phase: turn\n'
              'to_act: 0\n',
  'steps': [{'say': {'en': 'A Wild can be played on anything; you call the colour to follow. Play '
                           'it and call blue — you hold two blues.',
                     'ru': '«Смену цвета» можно положить на любую карту и назвать цвет. Сыграйте '
                           'её и назовите синий — у вас две синие.'},
             'move': '0:play W b',
             'goal': {'kinds': ['play'], 'with': 'W'}}],
  'end': {'en': 'The next player must now match the colour you called.',
          'ru': 'Следующий должен класть карту названного вами цвета.'}},
 {'id': 'pirate_party.wild_draw_four',
  'game': 'pirate_party',
  'seat': 1,
  'rules': ['PIR-10', 'PIR-11'],
  'title': {'en': 'Wild Draw Four and the challenge', 'ru': '«Возьми четыре» и вызов'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: R2 Y1 B9 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: B6 G1 B1 G2 R0 R+2 Y+2 G7 GS W+4 G0 G+2 G3 R1 Y0 Y8 R9 R7 W RS Y+2 GS GR B0 '
              'Y2 Y1 R4 Y3 G+2 G9 G5 Y8 Y6 RR BS B8 Y7 R8 R3 W B9 G6 G4 Y2 BR YR B7 YS BS B6 G1 GR '
              'W+4 YS B2 Y9 W Y4 R+2 B+2 B5 Y9 R2 B3 W W+4 B4 Y5 RS B+2 G8 B5 B8 Y6 R6 G7 G9 R7 R3 '
              'Y4 B1 R5 B7 G3 R8 B3 R6 R4 BR G5 RR YR\n'
              'discard: G4 R5 W+4\n'
              'colour: g\n'
              'phase: pending\n'
              'to_act: 1\n'
              'pending: 4\n'
              'top_owner: 0\n'
              'wd4_prev: r false none true\n',
  'steps': [{'say': {'en': 'A Wild Draw Four is allowed only to a player holding no card of the '
                           'current colour. The player before you played it on red — yet he may '
                           'hold red. Challenge him!',
                     'ru': '«Возьми четыре» можно класть, только когда нет карт текущего цвета. '
                           'Игрок перед вами положил её на красную — а красная у него, похоже, '
                           'есть. Бросьте вызов!'},
             'move': '1:challenge',
             'goal': {'kinds': ['challenge']},
             'wrong': {'en': 'Challenge the Draw Four (PIR-11).',
                       'ru': 'Бросьте вызов «Возьми четыре» (PIR-11).'}}],
  'end': {'en': 'He held a red card: he takes the card back and draws four. Had he been honest, '
                'you would have drawn six.',
          'ru': 'У него была красная: он забирает карту и берёт четыре. Будь он честен, взяли бы '
                'шесть вы.'}},
 {'id': 'pirate_party.all_hands',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-12'],
  'title': {'en': 'All hands on deck!', 'ru': 'Свистать всех наверх!'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: R3 B9 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: Y7 G1 R1 YS B8 GR B5 R0 G3 Y8 G3 B1 Y0 G1 B7 W+4 G+2 YR R9 R7 B6 RS G+2 GR '
              'R2 B7 Y2 Y1 B+2 Y2 GS G9 BR B2 Y5 RR BS GS Y6 R8 Y+2 R2 G4 BS B8 G5 Y1 W Y+2 G9 YS '
              'B1 BR G0 G6 Y9 W+4 Y9 W Y8 W Y3 R+2 R+2 R4 B3 W W+4 B5 Y4 RS W+4 G7 B4 B9 Y6 R6 G7 '
              'G8 R7 R3 Y4 B0 R5 B6 G2 R8 B3 R6 R4 B+2 G5 RR YR\n'
              'discard: G4 R5\n'
              'colour: r\n'
              'phase: turn\n'
              'to_act: 0\n',
  'steps': [{'say': {'en': 'Playing your second-to-last card, call “All hands on deck!” — else '
                           'anyone may catch you and you draw two. Press the call, then play the R3.',
                     'ru': 'Кладя предпоследнюю карту, крикните «Свистать всех наверх!» — иначе '
                           'вас могут поймать, и вы возьмёте две. Нажмите на крик, потом сыграйте R3.'},
             'move': '0:play R3 !',
             'wrong': {'en': 'Call “All hands on deck!” with your second-to-last card (PIR-12).',
                       'ru': 'С предпоследней картой кричите «Свистать всех наверх!» (PIR-12).'}}],
  'end': {'en': 'You have one card left, and no one can catch you.',
          'ru': 'У вас осталась одна карта, и поймать вас некому.'}},
 {'id': 'pirate_party.jump_in',
  'game': 'pirate_party',
  'seat': 2,
  'rules': ['PIR-15'],
  'title': {'en': 'House rule: jump in', 'ru': 'Домашнее правило: вмешательство'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'options: jump_in=true\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: R3 Y1 G5 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B9\n'
              'stock: B6 G1 B1 G1 R0 RS YS G7 GS W+4 YR G+2 G3 R1 RR Y8 R8 R6 W RS Y+2 GS GR B0 Y2 '
              'Y0 R4 Y2 G+2 G9 G4 Y7 Y5 RR BS B8 Y6 R8 R2 W+4 BS G6 G3 Y1 W Y+2 B7 YS B+2 B5 G0 GR '
              'W+4 Y9 B2 Y8 W Y3 R+2 BR B5 Y9 R2 B2 W W+4 B3 Y4 R9 B+2 G8 B4 B8 Y6 R5 G7 G9 R7 R3 '
              'Y4 B1 R5 B6 G2 R7 B3 R6 R4 BR G5 R+2 YR\n'
              'discard: G4 B7 B9\n'
              'colour: b\n'
              'phase: turn\n'
              'to_act: 1\n'
              'top_owner: 0\n',
  'steps': [{'say': {'en': 'With jump-in, anyone may play out of turn a card identical to the top '
                           'card. A blue 9 is on top, and you hold the other one: jump in now, '
                           'before the next player acts.',
                     'ru': 'С вмешательством любой может вне очереди положить карту, точно такую '
                           'же, как верхняя. Сверху синяя девятка, а вторая — у вас: вмешайтесь, '
                           'пока следующий не сходил.'},
             'move': '2:jump B9',
             'goal': {'kinds': ['jump']}}],
  'end': {'en': 'Play goes on from you, in the current direction; the player you jumped over lost '
                'his turn.',
          'ru': 'Игра продолжается от вас в прежнем направлении; тот, кого вы опередили, потерял '
                'ход.'}},
 {'id': 'pirate_party.double_play',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-16'],
  'title': {'en': 'House rule: double play', 'ru': 'Домашнее правило: двойной ход'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'options: jump_in=true double_play=true\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: R3 Y1 G5 G5 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: B7 G1 B2 G1 R0 RS YS G7 GS W+4 YR G+2 G3 R1 RR Y8 R8 R6 W RS Y+2 G+2 B0 B1 '
              'Y2 Y0 R4 Y2 GR GS G4 Y7 Y5 RR BS B9 Y6 R8 R2 W+4 BS G6 G3 Y1 W Y+2 B8 YS B+2 B7 G0 '
              'GR W+4 Y9 B3 Y8 W Y3 R+2 BR B6 Y9 R2 B3 W W+4 B5 Y4 R9 B+2 G9 B6 B9 Y6 R5 G8 G9 R7 '
              'R3 Y4 B1 R5 B8 G2 R7 B5 R6 R4 BR G4 R+2 YR\n'
              'discard: B4 G7\n'
              'colour: g\n'
              'phase: turn\n'
              'to_act: 0\n',
  'steps': [{'say': {'en': 'Holding two identical cards you may play one and then jump in with the '
                           'other. Play a green 5…',
                     'ru': 'Если у вас две одинаковые карты, можно сыграть одну, а потом вмешаться '
                           'второй. Сыграйте зелёную пятёрку…'},
             'move': '0:play G5',
             'goal': {'kinds': ['play'], 'with': 'G5'}},
            {'say': {'en': '…and now the second one, before the next player acts.',
                     'ru': '…а теперь вторую, пока следующий не сходил.'},
             'move': '0:jump G5',
             'goal': {'kinds': ['jump']}}],
  'end': {'en': 'Two cards in one turn. The next player may act first and so close the chance.',
          'ru': 'Две карты за один ход. Следующий игрок может успеть сходить первым и закрыть эту '
                'возможность.'}},
 {'id': 'pirate_party.seven_zero',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-17'],
  'title': {'en': 'House rule: seven–zero', 'ru': 'Домашнее правило: семь–ноль'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'options: seven_zero=true\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: R7 Y1 Y3 G5 G6 B9 | G2 | R9 Y5 Y8 G8 B2\n'
              'stock: Y7 G1 R1 YS B8 GR B5 R0 G3 Y7 G3 B1 RR G1 B7 W+4 G+2 YR R8 R5 B6 RS G+2 GR '
              'R1 B7 Y2 Y0 B+2 Y2 GS G9 BR B2 Y5 RR BS GS Y6 R8 Y+2 R2 G4 BS B8 G5 Y1 W Y+2 G9 YS '
              'B1 BR G0 G6 Y9 W+4 Y9 W Y8 W Y3 R+2 RS R3 B3 W W+4 B5 Y4 R9 W+4 G7 B4 B9 Y6 R4 G7 '
              'G8 R6 R2 Y4 B0 R4 B6 G2 R7 B3 R5 R3 B+2 G4 R+2 YR\n'
              'discard: B4 R6\n'
              'colour: r\n'
              'phase: turn\n'
              'to_act: 0\n',
  'steps': [{'say': {'en': 'After your 7 you swap hands with a player of your choice (after a 0 '
                           'everyone passes his hand on). Play the red 7…',
                     'ru': 'После своей семёрки вы меняетесь картами с любым игроком (после нуля '
                           'все передают карты дальше). Сыграйте красную семёрку…'},
             'move': '0:play R7',
             'goal': {'kinds': ['play'], 'with': 'R7'}},
            {'say': {'en': '…and take the hand of the player with a single card.',
                     'ru': '…и заберите руку игрока, у которого одна карта.'},
             'move': '0:swap @1',
             'goal': {'kinds': ['swap']}}],
  'end': {'en': 'He was one card from winning — now he holds your five.',
          'ru': 'Он был в шаге от победы — теперь у него ваши пять карт.'}},
 {'id': 'pirate_party.stacking',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-18', 'PIR-8'],
  'title': {'en': 'House rule: stacking', 'ru': 'Домашнее правило: изложение'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'options: stacking=true\n'
              'seed: 3\n'
              'dealer: 1\n'
              'leader: 2\n'
              'hands: Y1 G5 B9 B+2 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: Y+2 RS Y8 R0 W+4 G2 Y8 Y2 Y0 G4 GS G0 R1 BS Y+2 B3 R6 B3 RS B8 B6 GR Y3 Y1 '
              'R3 G7 G+2 G3 GR BR GS Y6 RR BS Y7 R8 R2 G1 B9 G5 BR Y2 W+4 YR G7 YS B1 B6 G1 G+2 '
              'W+4 YS B2 Y9 W Y4 R+2 B7 B5 Y9 R2 R8 B0 W W+4 W Y5 R9 B+2 G9 B5 B8 Y6 R5 G8 G9 R7 '
              'R3 Y4 B1 R4 B7 G3 R7 B4 R6 R4 W G6 RR YR\n'
              'discard: G4 R5 R+2\n'
              'colour: r\n'
              'phase: pending\n'
              'to_act: 0\n'
              'pending: 2\n'
              'top_owner: 2\n',
  'steps': [{'say': {'en': 'With stacking, Draw Two on Draw Two adds up. Answer with your Draw '
                           'Two: the next player must draw four, or stack on.',
                     'ru': 'С изложением «Возьми две» на «Возьми две» складываются. Ответьте своей '
                           '«Возьми две» — следующему брать четыре, если не добавит.'},
             'move': '0:play B+2',
             'goal': {'kinds': ['play']}}],
  'end': {'en': 'Draw Fours stack the same way, four each.',
          'ru': '«Возьми четыре» складываются так же, по четыре.'}},
 {'id': 'pirate_party.silent',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-19', 'PIR-12'],
  'title': {'en': 'House rule: silent deals', 'ru': 'Домашнее правило: молчаливые сделки'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'options: silent_deals=true\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: R3 B9 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: Y6 G0 R1 YS B7 GR B5 R0 G3 Y7 G2 B0 RR G1 B7 W+4 G+2 YR R8 R6 B5 RS GS G+2 '
              'R2 B6 Y1 Y0 BS Y2 G9 G8 BR B1 Y4 RR BS GS Y6 R8 YS R2 G3 B9 B8 G5 Y1 BR Y+2 G9 Y9 '
              'B1 B+2 YR G5 Y8 W+4 Y9 W Y8 W Y2 R+2 RS R4 B3 W W+4 B4 Y4 R9 W+4 G7 B3 B8 Y5 R5 G6 '
              'G7 R7 R3 Y3 GR R5 B6 G1 R7 B2 R6 R4 B+2 G4 R+2 Y+2\n'
              'discard: G4 W\n'
              'colour: r\n'
              'phase: turn\n'
              'to_act: 0\n'
              'top_owner: 2\n'
              'silent: true\n',
  'steps': [{'say': {'en': 'A black card was played: the table is silent until the colour changes. '
                           'Calling “All hands on deck!” now costs two cards — and so does '
                           'catching. Play the R3 without a word.',
                     'ru': 'Сыграна чёрная карта: за столом тишина, пока не сменится цвет. '
                           'Крикнуть «Свистать всех наверх!» сейчас стоит двух карт — как и '
                           'поймать. Сыграйте R3 молча.'},
             'move': '0:play R3',
             'wrong': {'en': 'In silence the call costs two penalty cards (PIR-19): play without '
                             'it.',
                       'ru': 'В тишине крик стоит двух штрафных карт (PIR-19): играйте молча.'}}],
  'end': {'en': 'Your red card changed the colour, and the silence is over.',
          'ru': 'Вы сменили цвет — тишина кончилась.'}},
 {'id': 'pirate_party.five_exchange',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-20'],
  'title': {'en': 'House rule: five exchange', 'ru': 'Домашнее правило: обмен карты'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'options: five_exchange=true\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: R5 Y1 G5 W+4 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: B7 G1 B2 G2 R0 R+2 Y+2 G7 GS W+4 G0 G+2 G3 R1 Y0 Y8 R9 R7 W RS Y+2 G+2 B0 B1 '
              'Y2 Y1 R3 Y3 GR GS G5 Y8 Y6 RR BS B8 Y7 R8 R2 W B9 G7 G4 Y2 BR YR B8 YS BS B6 G1 GR '
              'W+4 YS B3 Y9 W Y4 R+2 B+2 B6 Y9 R2 B3 W W+4 B5 Y5 RS B+2 G9 B5 B9 Y6 R5 G8 G9 R7 R3 '
              'Y4 B1 R4 B7 G3 R8 B4 R6 R4 BR G6 RR YR\n'
              'discard: G4 R6\n'
              'colour: r\n'
              'phase: turn\n'
              'to_act: 0\n',
  'steps': [{'say': {'en': 'After your 5 you may exchange one card with any player; each of you '
                           'chooses the card he gives. Play the red 5…',
                     'ru': 'После своей пятёрки можно обменяться одной картой с любым игроком; '
                           'каждый сам выбирает, что отдать. Сыграйте красную пятёрку…'},
             'move': '0:play R5',
             'goal': {'kinds': ['play'], 'with': 'R5'}},
            {'say': {'en': '…and offer your yellow 1 to the next player.',
                     'ru': '…и отдайте жёлтую единицу следующему игроку.'},
             'move': '0:exchange Y1 @1',
             'goal': {'kinds': ['exchange', 'keep']}}],
  'end': {'en': 'He gives you a card of his choice in return.',
          'ru': 'Взамен он отдаёт вам карту по своему выбору.'}},
 {'id': 'pirate_party.penalties',
  'game': 'pirate_party',
  'seat': 0,
  'rules': ['PIR-13'],
  'title': {'en': 'House rule: penalties', 'ru': 'Домашнее правило: штрафы'},
  'position': 'game: pirate_party\n'
              'players: 3\n'
              'options: penalties=true\n'
              'seed: 3\n'
              'dealer: 2\n'
              'leader: 0\n'
              'hands: R1 Y2 G5 B9 | R1 Y7 G2 G8 B4 | R9 Y3 Y5 G6 B2\n'
              'stock: B7 G1 B2 G2 R0 R+2 Y+2 G7 GS W+4 G0 G+2 G3 R2 Y0 Y8 R9 R7 W RS Y+2 G+2 B0 B1 '
              'Y2 Y1 R4 Y3 GR GS G5 Y8 Y6 RR BS B8 Y7 R8 R3 W+4 BS G7 G4 Y1 W YR B8 YS B+2 B6 G1 '
              'GR W+4 YS B3 Y9 W Y4 R+2 BR B6 Y9 R2 B3 W W+4 B5 Y5 RS B+2 G9 B5 B9 Y6 R5 G8 G9 R7 '
              'R3 Y4 B1 R5 B7 G3 R8 B4 R6 R4 BR G6 RR YR\n'
              'discard: G4 R6\n'
              'colour: r\n'
              'phase: turn\n'
              'to_act: 0\n',
  'steps': [{'say': {'en': 'With penalties an attempt to play a card that does not fit costs two '
                           'cards. Only one card of yours fits the red 6 — play it.',
                     'ru': 'Со штрафами попытка положить неподходящую карту стоит двух карт. К '
                           'красной шестёрке у вас подходит одна карта — сыграйте её.'},
             'move': '0:play R1',
             'wrong': {'en': 'That card does not fit: in a real game you would now draw two '
                             '(PIR-13). Try the red one.',
                       'ru': 'Эта карта не подходит: в настоящей игре вы бы сейчас взяли две '
                             '(PIR-13). Попробуйте красную.'}}],
  'end': {'en': 'Look before you lay!', 'ru': 'Семь раз отмерь — один раз положи!'}}]
