import { lesson, type SectionContent } from './types.ts';

export const german: SectionContent = {
  slug: 'german',
  name: 'German',
  codePrefix: 'DE',
  curriculumName: 'General German',
  modules: [
    {
      level: 'A1',
      chapters: [
        {
          title: 'Erste Schritte',
          lessons: [
            lesson(
              'orientation',
              'Willkommen! Your German course at Parla',
              'Meet your teacher and classmates and see how a live Parla class works. We look at the course path from A1 to C2 and try the classroom tools together.',
              [
                'Use the classroom tools: microphone, chat and slides',
                'Greet the class with "Hallo" and "Guten Tag"',
                'Know how to book, prepare for and review a class',
              ],
            ),
            lesson(
              'communication',
              'Hallo! Sich vorstellen',
              'Say who you are, where you come from and which languages you speak. You practise the first questions everybody asks when meeting someone new.',
              [
                'Introduce yourself with name, country and city',
                'Ask "Wie heißt du?" and "Woher kommst du?"',
                'Choose between "du" and "Sie" in everyday situations',
              ],
            ),
            lesson(
              'vocabulary',
              'Zahlen, Uhrzeit und Termine',
              'Count from 0 to 100, tell the time and agree on an appointment. Numbers come back in phone numbers, prices and opening hours.',
              ['Say and understand numbers from 0 to 100', 'Tell the time formally and informally', 'Make and confirm an appointment'],
            ),
            lesson(
              'chapter_check',
              'Kapiteltest: Erste Schritte',
              'A friendly check of the first chapter: introductions, numbers and times in short role plays. Your teacher notes what to repeat before moving on.',
              ['Introduce yourself without notes', 'Exchange phone numbers and times correctly', 'Identify your own gaps from the chapter'],
            ),
          ],
        },
        {
          title: 'Menschen und Dinge',
          lessons: [
            lesson(
              'grammar',
              'Der, die, das: Artikel und Nomen',
              'Every German noun has a gender. Learn the definite and indefinite articles, useful patterns for guessing the gender and how to learn new nouns with their article.',
              [
                'Use der, die, das and ein, eine correctly',
                'Recognise typical endings like -ung, -chen and -er',
                'Form the plural of common nouns',
              ],
            ),
            lesson(
              'vocabulary',
              'Meine Familie',
              'Talk about your family and the people close to you. We use possessive articles and describe people with simple adjectives.',
              ['Name family members and relationships', 'Use mein, meine, dein, deine', 'Describe a person in two or three sentences'],
            ),
            lesson(
              'grammar',
              'Verben im Präsens: ich wohne, du wohnst',
              'Conjugate regular verbs and the key irregular verbs sein and haben in the present tense. You will build complete sentences with the verb in second position.',
              [
                'Conjugate regular verbs in the present tense',
                'Use sein and haben in all persons',
                'Put the verb in second position in statements',
              ],
            ),
            lesson(
              'chapter_check',
              'Kapiteltest: Menschen und Dinge',
              'Show what you know about articles, family words and present-tense verbs. A short family-photo role play closes the chapter.',
              ['Describe a family photo', 'Use articles and verb endings accurately', 'Ask and answer questions about other people'],
            ),
          ],
        },
        {
          title: 'Alltag',
          lessons: [
            lesson(
              'conversation',
              'Im Café bestellen',
              'Order food and drinks, ask for the bill and pay. We practise polite forms with "möchten" and "hätte gern" in realistic café dialogues.',
              ['Order politely with "Ich möchte" and "Ich hätte gern"', 'Ask about prices and pay the bill', 'Understand a simple menu'],
            ),
            lesson(
              'listening',
              'Mein Tag: Tagesablauf hören',
              'Listen to people describing their daily routine and pick out times and activities. You then describe your own day with separable verbs.',
              [
                'Understand times and activities in short recordings',
                'Use separable verbs like aufstehen and einkaufen',
                'Describe your own daily routine',
              ],
            ),
            lesson(
              'reading',
              'Einkaufen auf dem Markt',
              'Read market signs, shopping lists and short adverts. You learn quantities, packaging and prices and use them in a shopping role play.',
              ['Read prices, quantities and short adverts', 'Name common foods and containers', 'Buy something at a market stall'],
            ),
            lesson(
              'writing',
              'Eine kurze Nachricht schreiben',
              'Write short messages to friends and colleagues: an invitation, a reply and a change of plan. Focus on greetings, closings and word order.',
              ['Write an informal invitation', 'Accept or decline politely', 'Use correct greetings and closings'],
            ),
            lesson(
              'chapter_check',
              'Kapiteltest: Alltag',
              'Review ordering, routines, shopping and messages in a mixed task. Your teacher gives feedback on fluency and accuracy.',
              ['Handle a café and a market dialogue', 'Describe a typical day', 'Write a clear short message'],
            ),
          ],
        },
        {
          title: 'Unterwegs',
          lessons: [
            lesson(
              'communication',
              'Nach dem Weg fragen',
              'Ask for and give directions in town, and understand answers with prepositions of place. We work with a real city map.',
              ['Ask for directions politely', 'Understand links, rechts, geradeaus and landmarks', 'Explain the way to a place you know'],
            ),
            lesson(
              'grammar',
              'Modalverben: können, möchten, müssen',
              'Express ability, wishes and obligations with modal verbs and the sentence bracket. You plan a weekend trip with your group.',
              [
                'Conjugate können, möchten and müssen',
                'Place the infinitive at the end of the sentence',
                'Make plans and talk about obligations',
              ],
            ),
            lesson(
              'open_discussion',
              'Offene Diskussion: Meine Stadt',
              'A free conversation about the places where we live: what we like, what we miss and what visitors should see. Use everything you have learnt in A1.',
              ['Speak for a minute about your town', 'Ask follow-up questions', 'Recommend places to visit'],
            ),
            lesson(
              'chapter_check',
              'Kapiteltest: Unterwegs',
              'Final check of the A1 module: directions, modal verbs and a short presentation of your town. You leave with a list of strengths and next steps.',
              ['Give directions accurately', 'Use modal verbs in context', 'Present your town in a few sentences'],
            ),
          ],
        },
      ],
    },
    {
      level: 'A2',
      chapters: [
        {
          title: 'Erlebnisse und Alltag',
          lessons: [
            lesson(
              'grammar',
              'Perfekt: Was hast du am Wochenende gemacht?',
              'Talk about the past with the Perfekt, choosing between haben and sein. We swap weekend stories in small groups.',
              ['Form the past participle of regular and irregular verbs', 'Choose haben or sein', 'Tell a short story about your weekend'],
            ),
            lesson(
              'reading',
              'Wohnungssuche: Anzeigen verstehen',
              'Read flat adverts with their abbreviations and compare offers. You then call a landlord in a role play.',
              ['Decode abbreviations like 2-Zi.-Whg. and NK', 'Compare flats by price and features', 'Arrange a viewing by phone'],
            ),
            lesson(
              'communication',
              'Beim Arzt',
              'Describe symptoms, understand advice and make an appointment at a practice. Useful for real life in German-speaking countries.',
              ['Name body parts and symptoms', 'Understand instructions from a doctor', 'Book and reschedule an appointment'],
            ),
            lesson(
              'grammar',
              'Wechselpräpositionen: Wo oder wohin?',
              'Use in, an, auf and the other two-way prepositions with dative for location and accusative for direction. We furnish a flat together.',
              ['Distinguish location from direction', 'Use stellen/stehen, legen/liegen', 'Describe where things are in a room'],
            ),
          ],
        },
      ],
    },
    {
      level: 'B1',
      chapters: [
        {
          title: 'Meinungen und Arbeit',
          lessons: [
            lesson(
              'grammar',
              'Nebensätze mit weil, obwohl und dass',
              'Give reasons and contrasts with subordinate clauses and the verb at the end.',
              ['Build clauses with weil, obwohl and dass', 'Place the conjugated verb at the end', 'Link ideas in longer answers'],
            ),
            lesson('writing', 'Bewerbung und Lebenslauf', 'Write a German cover letter and a tabular CV for a job you would like.', [
              'Structure a formal application',
              'Use standard phrases for cover letters',
              'Present your experience concisely',
            ]),
            lesson(
              'conversation',
              'Meinungen äußern: Ich finde, dass...',
              'Agree, disagree and weigh arguments on everyday topics such as social media.',
              ['Express and justify an opinion', 'Agree and disagree politely', 'React to other opinions'],
            ),
            lesson('listening', 'Radio: Nachrichten verstehen', 'Follow short radio news items and note the main facts.', [
              'Identify topic and key facts in news',
              'Understand numbers and names at speed',
              'Summarise a news item orally',
            ]),
          ],
        },
      ],
    },
    {
      level: 'B2',
      chapters: [
        {
          title: 'Gesellschaft und Medien',
          lessons: [
            lesson(
              'grammar',
              'Das Passiv in Alltag und Nachrichten',
              'Use the passive voice with werden and sein to describe processes and news events.',
              ['Form the passive in all tenses', 'Choose between active and passive', 'Describe a process step by step'],
            ),
            lesson('conversation', 'Diskussion: Die Arbeit der Zukunft', 'Debate remote work, automation and the four-day week.', [
              'Argue for and against a position',
              'Use connectors like einerseits, andererseits',
              'Moderate a short discussion',
            ]),
            lesson(
              'reading',
              'Zeitungsartikel zusammenfassen',
              'Read a newspaper article and write a neutral summary with indirect speech.',
              ['Identify the main argument of an article', 'Use Konjunktiv I for reported speech', 'Write a concise summary'],
            ),
            lesson(
              'writing',
              'Eine formelle Beschwerde schreiben',
              'Write a complaint to a company, stating facts and expectations clearly.',
              ['Structure a formal complaint', 'Use polite but firm language', 'State a clear request'],
            ),
          ],
        },
      ],
    },
    {
      level: 'C1',
      chapters: [
        {
          title: 'Sprache im Beruf und Studium',
          lessons: [
            lesson(
              'grammar',
              'Nominalstil in Fachtexten',
              'Understand and produce the noun-heavy style of academic and professional German.',
              ['Turn verbal phrases into nominal ones and back', 'Read dense specialist texts', 'Choose the right style for the reader'],
            ),
            lesson(
              'communication',
              'Einen Vortrag halten',
              'Give a short talk with a clear structure and handle questions from the audience.',
              ['Structure a talk with signposting', 'Use visual aids effectively', 'Answer difficult questions calmly'],
            ),
            lesson(
              'vocabulary',
              'Redewendungen und Idiome',
              'Learn idioms that natives use every day, from "Daumen drücken" to "auf dem Schlauch stehen".',
              ['Understand common idioms in context', 'Use idioms appropriately', 'Avoid false friends in idiomatic speech'],
            ),
            lesson(
              'listening',
              'Podcast: Gesellschaft und Debatte',
              'Follow a fast-paced podcast discussion and note arguments and attitudes.',
              ['Follow overlapping speakers', 'Detect irony and attitude', 'Note arguments for a later discussion'],
            ),
          ],
        },
      ],
    },
    {
      level: 'C2',
      chapters: [
        {
          title: 'Stil und Nuancen',
          lessons: [
            lesson(
              'communication',
              'Stilebenen: Vom Smalltalk bis zur Festrede',
              'Move confidently between registers, from casual chat to a formal speech.',
              ['Identify register markers', 'Adapt a message to different audiences', 'Give a short formal toast'],
            ),
            lesson(
              'reading',
              'Literarische Texte analysieren',
              'Read an excerpt from modern German literature and discuss style and meaning.',
              ['Analyse narrative perspective and tone', 'Discuss interpretations', 'Use the vocabulary of literary analysis'],
            ),
            lesson('grammar', 'Feinheiten der Modalpartikeln', 'Master doch, ja, mal, eben and halt to sound natural and nuanced.', [
              'Understand the effect of modal particles',
              'Use particles to soften or stress',
              'Recognise regional preferences',
            ]),
            lesson(
              'open_discussion',
              'Debatte: Ethik und Technik',
              'An open debate on artificial intelligence, privacy and responsibility.',
              ['Argue precisely on abstract topics', 'Concede and counter skilfully', 'Summarise a debate fairly'],
            ),
          ],
        },
      ],
    },
  ],
};
