"""Lessons of Witch durak: every enchanted card (six to ace).  Data for :mod:`cardtable.lessons`."""

# Generated data: edit the texts freely; a position or a move must stay legal
# (tests/test_lessons.py plays every line through the engine).

LESSONS: list[dict] = [{'id': 'witch_durak.six',
  'game': 'witch_durak',
  'seat': 0,
  'rules': ['WIT-1', 'WIT-6'],
  'title': {'en': 'The enchanted six', 'ru': 'Колдовская шестёрка'},
  'position': 'game: witch_durak\n'
              'players: 2\n'
              'options: enchanted_ranks=6,\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♠ 7♦ 9♦ J♣ | 8♠ Q♦ K♣\n'
              'table: A♥\n'
              'table_by: 1\n'
              'discard: 9♠ 8♥ A♠ J♦ 10♥ Q♠ K♠ Q♥ 10♣ 9♥ Q♣ 7♥ A♣ 6♥ 6♦ 7♣ J♠ 8♣ 8♦ 7♠ A♦ 10♠ J♥ 6♣ '
              '10♦ K♦ 9♣ K♥\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'Witch durak: the cards of an enchanted rank have powers. The enchanted '
                           '6♠ beats any heart, whatever its rank. Cover the A♥ with it.',
                     'ru': 'Колдовской дурак: у карт заколдованного достоинства есть сила. '
                           'Заколдованная шестёрка пик бьёт любую черву, какой бы старшей она ни '
                           'была. Покройте ею туза червей.'},
             'move': '0:cover 6♠/A♥',
             'goal': {'kinds': ['cover'], 'beat': 'A♥'}}],
  'end': {'en': 'Each six points at one suit: ♠6 beats ♥, ♥6 beats ♣, ♣6 beats ♦, ♦6 beats ♠ — '
                'trumps included. It also beats as a normal six.',
          'ru': 'Каждая шестёрка указывает на масть: ♠6 бьёт ♥, ♥6 бьёт ♣, ♣6 бьёт ♦, ♦6 бьёт ♠ — '
                'и козыри тоже. Как обычная шестёрка она тоже бьёт.'}},
 {'id': 'witch_durak.seven',
  'game': 'witch_durak',
  'seat': 0,
  'rules': ['WIT-7'],
  'title': {'en': 'The enchanted seven', 'ru': 'Колдовская семёрка'},
  'position': 'game: witch_durak\n'
              'players: 2\n'
              'options: enchanted_ranks=7,\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♦ 9♥ J♠ Q♣ | 8♠ Q♦ K♦\n'
              'table: 7♥\n'
              'table_by: 1\n'
              'discard: 9♠ 8♥ A♥ J♣ 10♥ Q♠ K♥ Q♥ 10♣ 9♦ K♠ 7♦ A♣ 6♠ 6♥ 7♣ J♥ 8♣ 8♦ 7♠ A♦ 10♠ J♦ 6♣ '
              '10♦ A♠ 9♣ K♣\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'The enchanted 7♥ cannot be beaten by a trump of another suit — only by '
                           'a higher heart. Try the trump if you like, then cover with the 9♥.',
                     'ru': 'Заколдованную семёрку червей не бьёт козырь другой масти — только '
                           'старшая черва. Попробуйте козырь, если хотите, а потом покройте '
                           'девяткой червей.'},
             'move': '0:cover 9♥/7♥',
             'goal': {'kinds': ['cover'], 'beat': '7♥'}}],
  'end': {'en': 'A seven is beaten only by a higher card of its own suit (or a non-trump enchanted '
                'six pointing at it).',
          'ru': 'Семёрку бьёт только старшая карта её масти (или некозырная колдовская шестёрка, '
                'указывающая на неё).'}},
 {'id': 'witch_durak.eight',
  'game': 'witch_durak',
  'seat': 0,
  'rules': ['WIT-8'],
  'title': {'en': 'The enchanted eight', 'ru': 'Колдовская восьмёрка'},
  'position': 'game: witch_durak\n'
              'players: 2\n'
              'options: enchanted_ranks=8,\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 7♦ 8♠ 9♦ J♥ | 10♠ Q♦ K♦ A♥\n'
              'discard: 8♣ 7♣ A♠ J♣ 10♥ Q♠ K♠ Q♥ 10♣ 9♠ Q♣ 7♠ A♣ 6♠ 6♥ 7♥ J♠ 8♦ 8♥ 6♣ A♦ 9♣ J♦ 6♦ '
              '10♦ K♣ 9♥ K♥\n'
              'phase: attack\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'bout: 1\n',
  'steps': [{'say': {'en': 'An enchanted eight becomes an eight of the suit you name whenever you '
                           'play it (never the trump). Lead the 8♠ and name a suit.',
                     'ru': 'Заколдованная восьмёрка становится восьмёркой той масти, которую вы '
                           'назовёте, когда её играете (только не козырной). Зайдите с 8♠ и '
                           'назовите масть.'},
             'move': '0:attack 8♠ =♥',
             'goal': {'kinds': ['attack'], 'with': '8♠'},
             'wrong': {'en': 'Lead the 8♠ in this lesson (WIT-8).',
                       'ru': 'В этом уроке зайдите восьмёркой пик (WIT-8).'}}],
  'end': {'en': 'On the table it counts as an eight of the named suit; taken back into a hand it '
                'loses the name.',
          'ru': 'На столе она считается восьмёркой названной масти; взятая в руку, теряет имя.'}},
 {'id': 'witch_durak.nine',
  'game': 'witch_durak',
  'seat': 0,
  'rules': ['WIT-9'],
  'title': {'en': 'The enchanted nine', 'ru': 'Колдовская девятка'},
  'position': 'game: witch_durak\n'
              'players: 2\n'
              'options: enchanted_ranks=9,\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♦ 9♦ K♥ | 10♠ J♥ Q♦ A♦\n'
              'table: 7♠\n'
              'table_by: 0\n'
              'discard: 8♣ 8♠ A♠ J♣ 10♥ Q♠ K♠ Q♥ 10♣ 9♠ Q♣ 7♦ A♣ 6♠ 6♥ 7♣ J♠ 8♦ 8♥ 7♥ A♥ 9♣ J♦ 6♣ '
              '10♦ K♣ 9♥ K♦\n'
              'phase: throw_in\n'
              'attacker: 0\n'
              'defender: 1\n'
              'leader: 0\n'
              'slot: 0\n'
              'thrower: 0\n'
              'window: 1\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'You led the 7♠. An enchanted nine may be thrown in whatever ranks lie '
                           'on the table. Throw in your 9♦.',
                     'ru': 'Вы зашли семёркой пик. Заколдованную девятку можно подкинуть, какие бы '
                           'достоинства ни лежали на столе. Подкиньте девятку бубен.'},
             'move': '0:throw 9♦',
             'goal': {'kinds': ['throw']}}],
  'end': {'en': 'An attack holding two ranks can no longer be transferred.',
          'ru': 'Атаку из карт двух достоинств перевести уже нельзя.'}},
 {'id': 'witch_durak.ten',
  'game': 'witch_durak',
  'seat': 0,
  'rules': ['WIT-10', 'DUR-12'],
  'title': {'en': 'The enchanted ten', 'ru': 'Колдовская десятка'},
  'position': 'game: witch_durak\n'
              'players: 3\n'
              'options: enchanted_ranks=10,\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♦ 7♠ 10♠ J♥ | 8♦ 9♠ Q♦ K♦ | 7♦ Q♠ A♦\n'
              'table: 10♥\n'
              'table_by: 2\n'
              'discard: J♠ Q♥ 8♠ A♠ 9♦ J♣ 8♥ 9♣ 6♠ 6♥ K♣ K♥ K♠ 9♥ 7♣ 8♣ 7♥ A♥ 10♣ Q♣ 6♣ J♦ 10♦ A♣\n'
              'phase: defend\n'
              'attacker: 2\n'
              'defender: 0\n'
              'leader: 2\n'
              'slot: 2\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'You hold the 10♠, but an attack with an enchanted ten cannot be '
                           'transferred. Try it, then cover the 10♥ with the J♥.',
                     'ru': 'У вас есть десятка пик, но атаку с колдовской десяткой переводить '
                           'нельзя. Попробуйте, а потом покройте 10♥ валетом червей.'},
             'move': '0:cover J♥/10♥',
             'goal': {'kinds': ['cover'], 'beat': '10♥'}}],
  'end': {'en': 'A ten stops transfers: the defender has to beat it or take.',
          'ru': 'Десятка останавливает перевод: её надо побить или взять.'}},
 {'id': 'witch_durak.jack',
  'game': 'witch_durak',
  'seat': 0,
  'rules': ['WIT-J'],
  'title': {'en': 'The enchanted jack', 'ru': 'Колдовской валет'},
  'position': 'game: witch_durak\n'
              'players: 2\n'
              'options: enchanted_ranks=J,\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 7♥ 9♠ Q♥ K♦ | 8♠ Q♦ A♦\n'
              'table: J♥\n'
              'table_by: 1\n'
              'discard: 8♣ 7♣ A♠ J♦ 10♠ J♣ K♠ Q♠ 10♦ 9♥ Q♣ 7♠ A♣ 6♠ 6♥ 7♦ 10♣ 8♦ 8♥ 6♣ A♥ 9♣ J♠ 6♦ '
              '10♥ K♣ 9♦ K♥\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'An enchanted jack is beaten only by a card from 6 to 10 of its suit or '
                           'of trumps. The Q♥ will not do — cover with the 7♥.',
                     'ru': 'Заколдованного валета бьёт только карта от шестёрки до десятки его '
                           'масти или козырная. Дама червей не подойдёт — кройте семёркой червей.'},
             'move': '0:cover 7♥/J♥',
             'goal': {'kinds': ['cover'], 'beat': 'J♥'}}],
  'end': {'en': 'High cards are useless against a jack; keep small ones for it.',
          'ru': 'Против валета старшие карты бесполезны — берегите для него мелкие.'}},
 {'id': 'witch_durak.queen',
  'game': 'witch_durak',
  'seat': 0,
  'rules': ['WIT-Q'],
  'title': {'en': 'The enchanted queen', 'ru': 'Колдовская дама'},
  'position': 'game: witch_durak\n'
              'players: 2\n'
              'options: enchanted_ranks=Q,\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 7♦ 9♠ Q♥ K♠ | 9♦ J♠ A♦\n'
              'table: 9♥\n'
              'table_by: 1\n'
              'discard: 8♦ 7♣ A♠ J♣ 10♥ Q♠ K♥ Q♦ 10♣ 8♣ Q♣ 7♠ A♣ 6♠ 6♥ 7♥ J♥ 8♥ 8♠ 6♣ A♥ 10♠ J♦ 6♦ '
              '10♦ K♣ 9♣ K♦\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 1\n'
              'tick: 2\n',
  'steps': [{'say': {'en': 'Cover with an enchanted queen and nobody may throw in for the rest of '
                           'the bout. Cover the 9♥ with your Q♥.',
                     'ru': 'Покройте заколдованной дамой — и до конца кона никто не подкидывает. '
                           'Покройте 9♥ дамой червей.'},
             'move': '0:cover Q♥/9♥',
             'goal': {'kinds': ['cover'], 'beat': '9♥'}}],
  'end': {'en': 'Your opponent held the 9♦ but could not throw it in: the bout is beaten.',
          'ru': 'У соперника была девятка бубен, но подкинуть её он не смог — отбой.'}},
 {'id': 'witch_durak.king',
  'game': 'witch_durak',
  'seat': 0,
  'rules': ['WIT-K'],
  'title': {'en': 'The enchanted king', 'ru': 'Колдовской король'},
  'position': 'game: witch_durak\n'
              'players: 3\n'
              'options: enchanted_ranks=K,\n'
              'dealer: 0\n'
              'trump: 10♣\n'
              'hands: 6♠ 7♦ 9♠ K♥ | 8♦ 9♣ Q♦ A♠ | 10♦ Q♠ A♦\n'
              'table: J♥\n'
              'table_by: 2\n'
              'discard: 10♣ J♣ 7♣ K♣ 9♥ J♦ 8♠ 9♦ 6♥ 6♦ K♦ K♠ Q♣ 8♣ 7♥ 8♥ 7♠ A♥ 10♥ Q♥ 6♣ J♠ 10♠ '
              'A♣\n'
              'phase: defend\n'
              'attacker: 2\n'
              'defender: 0\n'
              'leader: 2\n'
              'slot: 2\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'A defender who beats an attack with an enchanted king may reverse the '
                           'direction of play. Cover the J♥ with your K♥.',
                     'ru': 'Отбившийся заколдованным королём может развернуть направление игры. '
                           'Покройте валета червей королём.'},
             'move': '0:cover K♥/J♥',
             'goal': {'kinds': ['cover'], 'beat': 'J♥'}},
            {'say': {'en': 'Beaten! Now choose: reverse the direction of play, or keep it.',
                     'ru': 'Отбой! Теперь выберите: развернуть направление игры или оставить.'},
             'move': '0:reverse',
             'goal': {'kinds': ['reverse', 'keep']}}],
  'end': {'en': 'From now on attacks, transfers and draws go the other way round, until another '
                'king is used.',
          'ru': 'Теперь атаки, переводы и добор идут в другую сторону — пока не сыграет другой '
                'король.'}},
 {'id': 'witch_durak.ace',
  'game': 'witch_durak',
  'seat': 0,
  'rules': ['WIT-A'],
  'title': {'en': 'The enchanted ace', 'ru': 'Колдовской туз'},
  'position': 'game: witch_durak\n'
              'players: 2\n'
              'options: enchanted_ranks=A,\n'
              'dealer: 0\n'
              'trump: 10♦\n'
              'hands: 7♥ 9♠ K♥ A♠ | 8♠ J♣ Q♥\n'
              'table: A♦\n'
              'table_by: 1\n'
              'discard: 8♣ 7♣ K♣ J♥ 10♠ J♦ Q♣ Q♠ 10♦ 9♥ Q♦ 7♠ A♣ 6♠ 6♥ 7♦ 10♣ 8♦ 8♥ 6♣ A♥ 9♣ J♠ 6♦ '
              '10♥ K♦ 9♦ K♠\n'
              'phase: defend\n'
              'attacker: 1\n'
              'defender: 0\n'
              'leader: 1\n'
              'slot: 1\n'
              'bout: 1\n'
              'tick: 1\n',
  'steps': [{'say': {'en': 'Diamonds are trumps, and the trump ace is the highest card — but the '
                           'enchanted A♠ beats the A♦ anyway. Cover it.',
                     'ru': 'Козыри — бубны, и козырный туз старше всех, но заколдованный туз пик '
                           'всё равно бьёт туза бубен. Покройте его.'},
             'move': '0:cover A♠/A♦',
             'goal': {'kinds': ['cover'], 'beat': 'A♦'}}],
  'end': {'en': 'Each ace points at another: ♠A beats ♦A, ♣A beats ♥A, ♦A beats ♣A, ♥A beats ♠A.',
          'ru': 'Каждый туз указывает на другого: ♠A бьёт ♦A, ♣A бьёт ♥A, ♦A бьёт ♣A, ♥A бьёт '
                '♠A.'}}]
