"""Lessons of Durak: attack, cover, trumps, throw in, take, the fool, and each variant's difference
(transfer, showing a trump, Italian, teams).  Data for :mod:`cardtable.lessons`."""

# Generated data: edit the texts freely; a position or a move must stay legal
# (tests/test_lessons.py plays every line through the engine).

LESSONS: list[dict] = [{'id': 'durak.attack',
  'game': 'durak',
  'seat': 0,
  'rules': ['DUR-1', 'DUR-5'],
  'title': {'en': 'Attack', 'ru': 'Ход'},
  'position': 'game: durak\n'
              'players: 2\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♠ 9♥ Q♣ K♦ | 8♠ 10♥ J♣ A♦\n'
              'discard: 8♣ 7♣ A♠ J♦ 10♠ Q♠ K♠ Q♥ 10♣ 9♠ Q♦ 7♥ A♣ 6♥ 6♦ 7♦ J♠ 8♦ 8♥ 7♠ A♥ 9♣ J♥ 6♣ '
              '10♦ K♣ 9♦ K♥\n'
              'phase: attack\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'bout: 1\n',
  'steps': [{'say': {'en': 'You attack: lead one card onto your neighbour. Any card will do — the '
                           'lowest is usually best, keep the strong ones.',
                     'ru': 'Ваш ход: положите карту под соседа. Подойдёт любая — обычно ходят '
                           'младшей, сильные карты берегут.'},
             'move': '0:attack 6♠',
             'goal': {'kinds': ['attack']},
             'reply': [],
             'after': {'en': 'Now the defender must answer your card.',
                       'ru': 'Теперь отбивающийся должен ответить на вашу карту.'}}],
  'end': {'en': 'That is a lead. The defender covers it, transfers it (in transfer durak) or takes '
                'it.',
          'ru': 'Это и есть ход. Отбивающийся кроет карту, переводит её (в переводном) или '
                'берёт.'}},
 {'id': 'durak.cover',
  'game': 'durak',
  'seat': 0,
  'rules': ['DUR-1', 'DUR-6'],
  'title': {'en': 'Cover', 'ru': 'Отбой'},
  'position': 'game: durak\n'
              'players: 2\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♥ 8♠ 9♥ K♦ | 10♠ J♣ A♦\n'
              'table: 7♥\n'
              'table_by: 1\n'
              'discard: 9♠ 8♥ A♠ Q♠ 10♦ Q♥ K♠ Q♦ J♠ 9♦ Q♣ 7♦ A♣ 6♠ 6♦ 7♣ J♥ 8♣ 8♦ 7♠ A♥ 10♥ J♦ 6♣ '
              '10♣ K♣ 9♣ K♥\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'You are attacked with the 7♥. Cover it with a higher heart: drag the '
                           'card onto the 7♥.',
                     'ru': 'Вам зашли семёркой червей. Покройте её старшей червой: перетащите '
                           'карту на 7♥.'},
             'move': '0:cover 9♥/7♥',
             'goal': {'kinds': ['cover'], 'beat': '7♥'},
             'after': {'en': 'A higher card of the same suit beats it.',
                       'ru': 'Старшая карта той же масти бьёт младшую.'}}],
  'end': {'en': 'Every card on the table is covered: the bout is beaten, and now it is your turn '
                'to attack.',
          'ru': 'Все карты на столе покрыты — отбой, и теперь ходите вы.'}},
 {'id': 'durak.trumps',
  'game': 'durak',
  'seat': 0,
  'rules': ['DUR-2', 'DUR-3'],
  'title': {'en': 'Trumps', 'ru': 'Козыри'},
  'position': 'game: durak\n'
              'players: 2\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♣ 7♥ 9♠ 10♦ | 8♠ J♣ Q♥\n'
              'table: A♦\n'
              'table_by: 1\n'
              'discard: 9♥ 8♥ A♠ Q♠ 10♥ Q♦ K♥ Q♣ J♠ 9♦ K♠ 7♦ A♣ 6♠ 6♥ 7♣ J♥ 8♣ 8♦ 7♠ A♥ 10♠ J♦ 6♦ '
              '10♣ K♣ 9♣ K♦\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'The turned-up card is a club: clubs are trumps. No diamond beats the '
                           'A♦, but any trump does. Cover it with your trump.',
                     'ru': 'Под колодой трефа — трефы козыри. Туза бубен не бьёт ни одна бубна, но '
                           'бьёт любой козырь. Покройте его козырем.'},
             'move': '0:cover 6♣/A♦',
             'goal': {'kinds': ['cover'], 'beat': 'A♦'},
             'after': {'en': 'Even the lowest trump beats the highest card of another suit; a '
                             'trump is beaten only by a higher trump.',
                       'ru': 'Даже младший козырь бьёт старшую карту другой масти; козырь бьётся '
                             'только старшим козырем.'}}],
  'end': {'en': 'Keep your trumps for cards you cannot beat otherwise.',
          'ru': 'Берегите козыри для карт, которые иначе не побить.'}},
 {'id': 'durak.throw_in',
  'game': 'durak',
  'seat': 0,
  'rules': ['DUR-7', 'DUR-8'],
  'title': {'en': 'Throw in', 'ru': 'Подкидывание'},
  'position': 'game: durak\n'
              'players: 2\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 8♥ 10♦ K♥ | 6♦ 7♦ A♥\n'
              'table: 8♠/10♠\n'
              'table_by: 0\n'
              'discard: 9♥ 8♦ A♠ Q♠ 10♣ Q♥ K♠ Q♦ J♥ 9♦ Q♣ 7♥ A♣ 6♠ 6♥ 7♣ J♦ 9♠ 8♣ 7♠ A♦ 10♥ J♣ 6♣ '
              'J♠ K♣ 9♣ K♦\n'
              'phase: throw_in\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'thrower: 0\n'
              'window: 2\n'
              'bout: 1\n'
              'tick: 3\n',
  'steps': [{'say': {'en': 'Your 8♠ was covered with the 10♠. You may add cards of any rank on the '
                           'table — eights or tens. Throw one in.',
                     'ru': 'Вашу восьмёрку покрыли десяткой. Подкидывать можно карты тех '
                           'достоинств, что уже лежат на столе, — восьмёрки или десятки. '
                           'Подкиньте.'},
             'move': '0:throw 8♥',
             'goal': {'kinds': ['throw']},
             'wrong': {'en': 'Only a rank already on the table may be thrown in (DUR-7).',
                       'ru': 'Подкинуть можно только достоинство, которое уже есть на столе '
                             '(DUR-7).'},
             'after': {'en': 'The thrower keeps the right until he says “Done”.',
                       'ru': 'Подкидывающий сохраняет право, пока не скажет «Хватит».'}},
            {'say': {'en': 'You could add your 10♦ too, but say “Done” for now: the defender '
                           'answers the new card.',
                     'ru': 'Можно подкинуть и десятку бубен, но пока скажите «Хватит»: '
                           'отбивающийся отвечает на новую карту.'},
             'move': '0:done',
             'goal': {'kinds': ['done']},
             'reply': ['1:take']},
            {'say': {'en': 'The defender takes. Before he picks the cards up you may still throw '
                           'in — add your 10♦.',
                     'ru': 'Отбивающийся берёт. Пока он не забрал карты, можно ещё подкинуть — '
                           'добавьте десятку бубен.'},
             'move': '0:throw 10♦',
             'goal': {'kinds': ['throw', 'done']}}],
  'end': {'en': 'He picks up everything on the table and misses his turn: you attack again.',
          'ru': 'Он забирает всё со стола и пропускает ход — вы ходите снова.'}},
 {'id': 'durak.take',
  'game': 'durak',
  'seat': 0,
  'rules': ['DUR-6', 'DUR-9'],
  'title': {'en': 'Take', 'ru': 'Взять'},
  'position': 'game: durak\n'
              'players: 2\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♥ 7♦ 9♠ J♠ | 8♠ J♣ Q♦\n'
              'table: K♥\n'
              'table_by: 1\n'
              'discard: 9♥ 8♥ A♥ Q♠ 10♥ Q♥ K♦ Q♣ 10♣ 9♦ K♠ 7♥ A♣ 6♠ 6♦ 7♣ J♥ 8♣ 8♦ 7♠ A♦ 10♠ J♦ 6♣ '
              '10♦ A♠ 9♣ K♣\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'You cannot beat the K♥: no higher heart, no trump. Press “Take”.',
                     'ru': 'Короля червей вам нечем побить: ни старшей червы, ни козыря. Нажмите '
                           '«Беру».'},
             'move': '0:take',
             'goal': {'kinds': ['take']}}],
  'end': {'en': 'You picked the cards up and miss your turn; your opponent attacks again.',
          'ru': 'Вы взяли карты и пропускаете ход; снова ходит соперник.'}},
 {'id': 'durak.fool',
  'game': 'durak',
  'seat': 0,
  'rules': ['DUR-10', 'DUR-11'],
  'title': {'en': 'The fool', 'ru': 'Дурак'},
  'position': 'game: durak\n'
              'players: 2\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: A♣ | 7♠ 9♥ Q♦\n'
              'discard: K♥ A♦ J♥ 9♣ K♠ A♠ J♠ 6♥ 7♣ K♦ Q♠ 8♣ 10♥ J♣ K♣ J♦ 8♦ 7♥ 6♠ A♥ 7♦ 10♦ 8♥ 8♠ '
              '6♣ 9♠ 9♦ 10♣ 6♦ 10♠ Q♣ Q♥\n'
              'phase: attack\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'bout: 1\n',
  'steps': [{'say': {'en': 'The stock is gone. Whoever runs out of cards leaves the game; the last '
                           'one holding cards is the fool. Play your last card.',
                     'ru': 'Колода кончилась. Кто остался без карт — вышел из игры; последний, у '
                           'кого остались карты, — дурак. Сыграйте последнюю карту.'},
             'move': '0:attack A♣',
             'reply': ['1:take']}],
  'end': {'en': 'You are out of cards and your opponent is left holding them: he is the fool.',
          'ru': 'У вас не осталось карт, а у соперника остались — он дурак.'}},
 {'id': 'durak.simple',
  'game': 'durak',
  'seat': 0,
  'rules': ['DUR-16'],
  'title': {'en': 'Simple durak', 'ru': 'Простой дурак'},
  'position': 'game: durak\n'
              'players: 2\n'
              'options: variant=simple\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♠ 6♥ Q♣ K♦ | 8♠ 10♥ J♣ A♦\n'
              'discard: 9♠ 8♥ A♠ J♦ 10♠ Q♠ K♠ Q♥ 10♣ 9♥ Q♦ 7♦ A♣ 6♦ 6♣ 7♣ J♠ 8♣ 8♦ 7♥ A♥ 9♣ J♥ 7♠ '
              '10♦ K♣ 9♦ K♥\n'
              'phase: attack\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'bout: 1\n',
  'steps': [{'say': {'en': 'Simple durak: lead one card or two of one rank; nobody throws in, and '
                           'nothing is transferred. Lead both sixes: select them, then drop them '
                           'on the table.',
                     'ru': 'Простой дурак: ходят одной картой или двумя одного достоинства; не '
                           'подкидывают и не переводят. Зайдите обеими шестёрками: выберите их и '
                           'положите на стол.'},
             'move': '0:attack 6♠ 6♥',
             'goal': {'kinds': ['attack'], 'with': '6♥'},
             'wrong': {'en': 'Lead the two sixes together (DUR-16).',
                       'ru': 'Зайдите двумя шестёрками сразу (DUR-16).'},
             'reply': ['1:cover 8♠/6♠', '1:cover 10♥/6♥']}],
  'end': {'en': 'Both covered: the bout ends at once, with no throw-in. Then everyone draws one '
                'card at a time, round and round.',
          'ru': 'Обе покрыты — бой сразу окончен, подкидывать нельзя. Потом добирают по одной '
                'карте по кругу.'}},
 {'id': 'durak.transfer',
  'game': 'durak',
  'seat': 0,
  'rules': ['DUR-12', 'DUR-13'],
  'title': {'en': 'Transfer', 'ru': 'Перевод'},
  'position': 'game: durak\n'
              'players: 3\n'
              'options: variant=transfer\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♣ 7♦ 9♠ K♥ | 6♥ 8♦ 10♦ J♥ | 8♥ Q♦ A♠\n'
              'table: 7♠\n'
              'table_by: 2\n'
              'discard: J♦ Q♥ 8♣ A♥ 10♠ Q♠ 9♥ 10♥ 6♠ 6♦ K♣ K♦ K♠ 9♣ 8♠ 9♦ 7♣ A♦ J♠ Q♣ 7♥ J♣ 10♣ '
              'A♣\n'
              'phase: defend\n'
              'attacker: 2\n'
              'defender: 0\n'
              'leader: 2\n'
              'slot: 2\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'Transfer durak: before covering, you may add a card of the same rank '
                           'and pass the whole attack on to your left. Transfer with your 7♦: drop '
                           'it on the place marked “Transfer”.',
                     'ru': 'Переводной дурак: пока вы ничего не покрыли, можно добавить карту того '
                           'же достоинства и перевести всю атаку на соседа слева. Переведите '
                           'семёркой бубен: положите её на место «Перевести».'},
             'move': '0:transfer 7♦',
             'goal': {'kinds': ['transfer', 'show']},
             'wrong': {'en': "That covers the card; to transfer, add a card of the attack's rank "
                             '(DUR-12).',
                       'ru': 'Так вы кроете; чтобы перевести, добавьте карту того же достоинства '
                             '(DUR-12).'}}],
  'end': {'en': 'Now your left neighbour defends against both sevens — unless he transfers them on '
                'in turn. He may not if he holds fewer cards than the attack (DUR-13).',
          'ru': 'Теперь от обеих семёрок отбивается ваш сосед слева — если не переведёт дальше. '
                'Перевести нельзя, если у следующего меньше карт, чем в атаке (DUR-13).'}},
 {'id': 'durak.show_trump',
  'game': 'durak',
  'seat': 0,
  'rules': ['DUR-15'],
  'title': {'en': 'Transfer by showing a trump', 'ru': 'Проездной: перевод показом козыря'},
  'position': 'game: durak\n'
              'players: 3\n'
              'options: variant=transfer transfer_by_showing_trump=true\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♦ 7♣ 9♠ K♥ | 6♥ 8♦ 10♦ J♥ | 8♥ Q♦ A♠\n'
              'table: 7♠\n'
              'table_by: 2\n'
              'discard: J♦ Q♥ 8♣ A♥ 10♠ Q♠ 9♥ 10♥ 6♠ 6♣ K♣ K♦ K♠ 9♣ 8♠ 9♦ 7♦ A♦ J♠ Q♣ 7♥ J♣ 10♣ '
              'A♣\n'
              'phase: defend\n'
              'attacker: 2\n'
              'defender: 0\n'
              'leader: 2\n'
              'slot: 2\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'With this house rule you may transfer by only showing a trump of the '
                           "attack's rank: the trump stays in your hand. Drop your 7♣ on “Show "
                           'trump”.',
                     'ru': 'По этому правилу можно перевести, лишь показав козырь того же '
                           'достоинства: козырь остаётся у вас. Положите семёрку треф на «Показать '
                           'козырь».'},
             'move': '0:show 7♣',
             'goal': {'kinds': ['show']},
             'wrong': {'en': 'Drop the 7♣ on the place marked “Show trump” to transfer by showing '
                             'it (DUR-15).',
                       'ru': 'Положите 7♣ на место «Показать козырь», чтобы перевести показом '
                             '(DUR-15).'}}],
  'end': {'en': 'The attack moved on and you kept the trump. Each player may do this once per '
                'bout.',
          'ru': 'Атака ушла дальше, а козырь остался у вас. Так можно сделать один раз за кон.'}},
 {'id': 'durak.italian',
  'game': 'durak',
  'seat': 0,
  'rules': ['DUR-9'],
  'title': {'en': 'Italian durak', 'ru': 'Итальянский дурак'},
  'position': 'game: durak\n'
              'players: 2\n'
              'options: italian=true\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♥ 7♦ 9♠ J♠ | 8♠ J♣ Q♦\n'
              'table: K♥\n'
              'table_by: 1\n'
              'discard: 9♥ 8♥ A♥ Q♠ 10♥ Q♥ K♦ Q♣ 10♣ 9♦ K♠ 7♥ A♣ 6♠ 6♦ 7♣ J♥ 8♣ 8♦ 7♠ A♦ 10♠ J♦ 6♣ '
              '10♦ A♠ 9♣ K♣\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'Italian durak: whoever takes also picks up the whole discard pile. '
                           'Nothing here beats the K♥ — take it.',
                     'ru': 'Итальянский дурак: кто берёт, забирает ещё и весь отбой. Короля червей '
                           'бить нечем — берите.'},
             'move': '0:take'}],
  'end': {'en': 'You took the table and every card of the discard pile: in Italian durak a take '
                'costs dear.',
          'ru': 'Вы забрали стол и весь отбой: в итальянском дураке взять — дорого.'}},
 {'id': 'durak.teams',
  'game': 'durak',
  'seat': 2,
  'rules': ['DUR-17', 'DUR-20'],
  'title': {'en': 'Teams', 'ru': 'Командная игра'},
  'position': 'game: durak\n'
              'players: 4\n'
              'options: teams=2x2\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 9♥ Q♦ K♣ | 6♦ 7♦ 10♠ A♥ | 6♠ 8♥ 9♦ J♠ | 7♠ 10♥ J♦ Q♠\n'
              'table: 8♠\n'
              'table_by: 0\n'
              'discard: K♥ Q♣ 8♣ K♦ 10♣ 9♣ 9♠ J♥ 6♥ A♦ A♠ 10♦ 8♦ 7♣ 6♣ A♣ Q♥ 7♥ K♠ J♣\n'
              'phase: throw_in\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'thrower: 2\n'
              'window: 1\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'Two against two: you and the player opposite are partners. Your '
                           "partner attacked; as the defender's opponent you may throw in too. Add "
                           'your 8♥.',
                     'ru': 'Двое на двое: вы и игрок напротив — партнёры. Партнёр зашёл; вы '
                           'соперник отбивающегося и тоже можете подкинуть. Подкиньте восьмёрку '
                           'червей.'},
             'move': '2:throw 8♥',
             'goal': {'kinds': ['throw']}}],
  'end': {'en': "Only the defender's opponents throw in. The team whose players all run out first "
                'wins; the team of the last player holding cards loses.',
          'ru': 'Подкидывают только соперники отбивающегося. Побеждает команда, чьи игроки первыми '
                'вышли; проигрывает команда последнего с картами.'}}]
