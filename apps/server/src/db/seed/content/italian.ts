import { lesson, type SectionContent } from './types.ts';

export const italian: SectionContent = {
  slug: 'italian',
  name: 'Italian',
  codePrefix: 'IT',
  curriculumName: 'General Italian',
  modules: [
    {
      level: 'A1',
      chapters: [
        {
          title: 'Primi passi',
          lessons: [
            lesson(
              'orientation',
              'Benvenuti! Your Italian course',
              'Meet your teacher and classmates and learn how Parla classes work. We try the classroom tools and set goals for A1.',
              ['Use the classroom tools', 'Greet people with "ciao" and "buongiorno"', 'Set a goal for your Italian'],
            ),
            lesson(
              'communication',
              'Ciao! Come ti chiami?',
              'Introduce yourself, say where you come from and ask others, with essere and chiamarsi.',
              ['Introduce yourself with name and nationality', 'Ask "Come ti chiami?" and "Di dove sei?"', 'Choose between tu and Lei'],
            ),
            lesson('vocabulary', "I numeri e l'ora", 'Count to 100, tell the time and give phone numbers and ages.', [
              'Say numbers from 0 to 100',
              'Ask and tell the time',
              'Give your age and phone number',
            ]),
            lesson(
              'chapter_check',
              'Verifica: Primi passi',
              'Review introductions, numbers and times in short role plays, with feedback on pronunciation.',
              ['Introduce yourself without notes', 'Use numbers and times correctly', 'Know what to review'],
            ),
          ],
        },
        {
          title: 'La mia vita',
          lessons: [
            lesson(
              'grammar',
              'Il, lo, la: articoli e genere',
              'Learn noun gender, the many forms of the Italian article and adjective agreement.',
              ["Choose il, lo, la, l', i, gli, le", 'Make adjectives agree', 'Form plurals'],
            ),
            lesson('vocabulary', 'La mia famiglia', 'Talk about your family with possessives (and why "mia madre" has no article).', [
              'Name family members',
              'Use possessives correctly',
              'Describe a person',
            ]),
            lesson(
              'grammar',
              'Il presente: verbi in -are, -ere, -ire',
              'Conjugate regular verbs and avere and essere in the present tense.',
              ['Conjugate the three regular groups', 'Use avere and essere', 'Ask simple questions'],
            ),
            lesson(
              'chapter_check',
              'Verifica: La mia vita',
              'Check articles, family words and present-tense verbs in a short interview with a partner.',
              ['Describe your family', 'Conjugate verbs accurately', 'Ask questions about others'],
            ),
          ],
        },
        {
          title: 'Vita quotidiana',
          lessons: [
            lesson(
              'conversation',
              'Al bar: ordinare un caffè',
              'Order coffee and snacks the Italian way, pay at the till and talk about likes with "mi piace".',
              ['Order at an Italian bar', 'Use mi piace / mi piacciono', 'Pay and ask for the receipt'],
            ),
            lesson(
              'listening',
              'La mia giornata',
              'Listen to people describing their day and note times and activities, then describe your own day with reflexive verbs.',
              ['Understand routines in recordings', 'Use alzarsi and vestirsi', 'Describe your typical day'],
            ),
            lesson('reading', 'Al mercato', 'Read prices and shop signs and buy fruit, vegetables and cheese in a market role play.', [
              'Read prices and quantities',
              'Name common foods',
              'Buy food at a market',
            ]),
            lesson(
              'writing',
              'Un messaggio a un amico',
              'Write a short invitation, a reply and a change of plans to a friend. We focus on informal greetings, closings and word order.',
              ['Write an informal invitation', 'Accept or decline politely', 'Use greetings and closings'],
            ),
            lesson(
              'chapter_check',
              'Verifica: Vita quotidiana',
              'Mixed practice of bar and market dialogues, routines and messages, with detailed feedback.',
              ['Handle bar and market dialogues', 'Describe your routine', 'Write a short message'],
            ),
          ],
        },
        {
          title: 'In città',
          lessons: [
            lesson(
              'communication',
              "Scusi, dov'è...? Chiedere indicazioni",
              'Ask for and give directions with prepositions of place and the formal imperative, using a city map.',
              ['Ask for directions politely', 'Understand a destra, a sinistra, dritto', 'Explain the way to a place'],
            ),
            lesson(
              'open_discussion',
              'Conversazione libera: la mia città',
              'A free conversation about where we live and what visitors should see, using all of A1.',
              ['Speak for a minute about your town', 'Ask follow-up questions', 'Recommend places'],
            ),
            lesson(
              'chapter_check',
              'Verifica finale A1',
              'The final A1 check: directions, descriptions and a short presentation, with next steps for A2.',
              ['Give directions accurately', 'Present your town', 'Know your next steps'],
            ),
          ],
        },
      ],
    },
    {
      level: 'A2',
      chapters: [
        {
          title: 'Esperienze',
          lessons: [
            lesson('grammar', 'Il passato prossimo', 'Talk about past events with avere and essere.', [
              'Form the passato prossimo',
              'Choose avere or essere',
              'Tell a weekend story',
            ]),
            lesson('grammar', "L'imperfetto: ricordi", 'Describe habits and situations in the past.', [
              'Form the imperfetto',
              'Describe past habits',
              'Contrast with the passato prossimo',
            ]),
            lesson('communication', 'In viaggio: treni e alberghi', 'Buy tickets and book a hotel room.', [
              'Buy a train ticket',
              'Book a room',
              'Handle a problem at the hotel',
            ]),
            lesson('reading', 'Cucina italiana: ricette', 'Read and follow an Italian recipe.', [
              'Understand recipe instructions',
              'Use the imperative',
              'Talk about food traditions',
            ]),
          ],
        },
      ],
    },
    {
      level: 'B1',
      chapters: [
        {
          title: 'Opinioni',
          lessons: [
            lesson('grammar', 'Il congiuntivo presente', 'Express opinions and wishes with the subjunctive.', [
              'Form the congiuntivo',
              'Use penso che and spero che',
              'Express feelings',
            ]),
            lesson('conversation', 'Dire la propria opinione', 'Share and defend opinions on everyday topics.', [
              'Express opinions',
              'Agree and disagree',
              'Justify your view',
            ]),
            lesson('writing', 'Una lettera formale', 'Write a formal letter with Italian conventions.', [
              'Use formal formulas',
              'Structure a letter',
              'Make a request',
            ]),
            lesson('listening', 'Il telegiornale', 'Follow TV news and note the key facts.', [
              'Identify topics',
              'Catch names and numbers',
              'Summarise a news item',
            ]),
          ],
        },
      ],
    },
    {
      level: 'B2',
      chapters: [
        {
          title: 'Società',
          lessons: [
            lesson('grammar', 'Il periodo ipotetico', 'Express real and hypothetical conditions.', [
              'Use all three types',
              'Combine tenses',
              'Discuss hypotheticals',
            ]),
            lesson('conversation', 'Dibattito: il turismo di massa', 'Debate tourism in Italian cities.', [
              'Argue a position',
              'Use connectors of contrast',
              'Reach a conclusion',
            ]),
            lesson('reading', 'Articoli di giornale', 'Read and analyse a newspaper article.', [
              'Identify the thesis',
              'Recognise bias',
              'Summarise an article',
            ]),
            lesson('writing', 'Il saggio argomentativo', 'Write a structured argumentative essay.', [
              'Plan an essay',
              'Use formal connectors',
              'Conclude clearly',
            ]),
          ],
        },
      ],
    },
    {
      level: 'C1',
      chapters: [
        {
          title: 'Sfumature',
          lessons: [
            lesson('vocabulary', 'Modi di dire', 'Understand and use everyday Italian idioms.', [
              'Understand idioms in context',
              'Use idioms naturally',
              'Avoid literal translation',
            ]),
            lesson('communication', 'Parlare in pubblico', 'Give a structured talk and handle questions.', [
              'Structure a talk',
              'Use signposting',
              'Handle questions',
            ]),
            lesson('listening', 'Podcast e interviste', 'Follow fast interviews with regional accents.', [
              'Follow regional accents',
              'Detect attitude',
              'Summarise positions',
            ]),
            lesson('grammar', 'Il discorso indiretto', 'Report speech with correct tense changes.', [
              'Report statements and questions',
              'Shift tenses',
              'Use reporting verbs',
            ]),
          ],
        },
      ],
    },
    {
      level: 'C2',
      chapters: [
        {
          title: 'Padronanza',
          lessons: [
            lesson('reading', 'Letteratura italiana del Novecento', 'Analyse an extract from a twentieth-century classic.', [
              'Analyse style and voice',
              'Discuss interpretations',
              'Use literary terms',
            ]),
            lesson('communication', 'Registri e stile', 'Move between registers with precision.', [
              'Identify registers',
              'Adapt a message',
              'Give a formal speech',
            ]),
            lesson('writing', 'Scrittura persuasiva', 'Write a persuasive article.', [
              'Use rhetorical devices',
              'Anticipate objections',
              'Edit for concision',
            ]),
            lesson('open_discussion', 'Dibattito libero: etica e tecnologia', 'An open debate on technology and society.', [
              'Argue on abstract topics',
              'Concede and counter',
              'Synthesise views',
            ]),
          ],
        },
      ],
    },
  ],
};
