import { lesson, type SectionContent } from './types.ts';

export const french: SectionContent = {
  slug: 'french',
  name: 'French',
  codePrefix: 'FR',
  curriculumName: 'General French',
  modules: [
    {
      level: 'A1',
      chapters: [
        {
          title: 'Premiers pas',
          lessons: [
            lesson(
              'orientation',
              'Bienvenue ! Your French course',
              'Meet your teacher and classmates and learn how Parla classes work. We try the classroom tools and set goals for A1.',
              ['Use the classroom tools', 'Greet people with "bonjour" and "salut"', 'Set a goal for your French'],
            ),
            lesson(
              'communication',
              'Bonjour ! Se présenter',
              "Introduce yourself, say where you live and which languages you speak, with the verbs être and s'appeler.",
              ['Introduce yourself with name and nationality', 'Ask "Comment tu t\'appelles ?"', 'Choose between tu and vous'],
            ),
            lesson(
              'vocabulary',
              "Les nombres, l'heure et la date",
              'Count to 100 (including the tricky soixante-dix and quatre-vingts), tell the time and say the date.',
              ['Say numbers from 0 to 100', 'Tell the time', 'Say dates and birthdays'],
            ),
            lesson(
              'chapter_check',
              'Bilan : Premiers pas',
              'Review introductions, numbers and times in short role plays, with feedback on pronunciation.',
              ['Introduce yourself without notes', 'Use numbers and times correctly', 'Know what to review'],
            ),
          ],
        },
        {
          title: 'Ma vie',
          lessons: [
            lesson(
              'grammar',
              'Le, la, les : articles et genre',
              'Learn noun gender, definite and indefinite articles and agreement of adjectives.',
              ['Use le, la, les, un, une, des', 'Make adjectives agree', 'Form plurals'],
            ),
            lesson(
              'vocabulary',
              'Ma famille',
              'Talk about your family with possessive adjectives and describe people with avoir and être.',
              ['Name family members', 'Use mon, ma, mes', 'Describe a person'],
            ),
            lesson(
              'grammar',
              'Les verbes en -er au présent',
              'Conjugate regular -er verbs and the key irregular verbs aller and faire in the present.',
              ['Conjugate -er verbs', 'Use aller and faire', 'Ask questions with est-ce que'],
            ),
            lesson('chapter_check', 'Bilan : Ma vie', 'Check articles, family words and verbs in a short interview with a partner.', [
              'Describe your family',
              'Conjugate verbs accurately',
              'Ask questions about others',
            ]),
          ],
        },
        {
          title: 'Au quotidien',
          lessons: [
            lesson(
              'conversation',
              'Au café : commander',
              'Order at a café, ask for the bill and talk about likes and dislikes with aimer and préférer.',
              ['Order politely with "je voudrais"', 'Talk about likes and dislikes', 'Ask for the bill'],
            ),
            lesson(
              'listening',
              'Ma journée',
              'Listen to people describing their day and note times and activities, then describe your day with pronominal verbs.',
              ['Understand routines in recordings', 'Use se lever and se coucher', 'Describe your typical day'],
            ),
            lesson(
              'reading',
              'Faire les courses',
              'Read shop signs, prices and a shopping list and buy food at a market stall with partitive articles.',
              ['Read prices and quantities', 'Use du, de la, des', 'Buy food at a market'],
            ),
            lesson('writing', 'Écrire un petit message', 'Write a short invitation, a reply and a change of plans to a friend.', [
              'Write an informal invitation',
              'Accept or decline politely',
              'Use greetings and closings',
            ]),
            lesson(
              'chapter_check',
              'Bilan : Au quotidien',
              'Mixed practice: café and market dialogues, routines and messages, with detailed feedback.',
              ['Handle café and market dialogues', 'Describe your routine', 'Write a short message'],
            ),
          ],
        },
        {
          title: 'En ville',
          lessons: [
            lesson(
              'communication',
              'Demander son chemin',
              'Ask for and give directions with prepositions of place and the imperative, using a real city map.',
              ['Ask for directions politely', 'Use the imperative for directions', 'Explain the way to a place'],
            ),
            lesson(
              'open_discussion',
              'Discussion libre : ma ville',
              'A free conversation about where we live and what visitors should see, using all of A1.',
              ['Speak for a minute about your town', 'Ask follow-up questions', 'Recommend places'],
            ),
            lesson(
              'chapter_check',
              'Bilan final A1',
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
          title: 'Expériences',
          lessons: [
            lesson('grammar', 'Le passé composé', 'Talk about past events with avoir and être.', [
              'Form the passé composé',
              'Choose avoir or être',
              'Tell a short story',
            ]),
            lesson('grammar', "L'imparfait : souvenirs d'enfance", 'Describe how things used to be.', [
              'Form the imparfait',
              'Describe past habits',
              'Contrast with the passé composé',
            ]),
            lesson('communication', 'Chez le médecin', 'Describe symptoms and understand advice.', [
              'Name symptoms',
              'Use avoir mal à',
              'Understand a prescription',
            ]),
            lesson('reading', 'Chercher un logement', 'Read flat adverts and contact a landlord.', [
              'Understand adverts',
              'Compare flats',
              'Arrange a visit',
            ]),
          ],
        },
      ],
    },
    {
      level: 'B1',
      chapters: [
        {
          title: 'Opinions',
          lessons: [
            lesson('grammar', 'Le subjonctif présent', 'Express necessity, wishes and feelings with the subjunctive.', [
              'Form the subjunctive',
              'Use il faut que',
              'Express feelings',
            ]),
            lesson('conversation', 'Donner son avis', 'Share and defend opinions on everyday issues.', [
              'Express opinions',
              'Agree and disagree',
              'Justify your view',
            ]),
            lesson('writing', 'La lettre formelle', 'Write a formal letter with French conventions.', [
              'Use formal formulas',
              'Structure a letter',
              'Make a request',
            ]),
            lesson('listening', 'Les infos à la radio', 'Follow radio news and note the key facts.', [
              'Identify topics',
              'Catch numbers and names',
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
          title: 'Société',
          lessons: [
            lesson('grammar', 'Le conditionnel et les hypothèses', 'Express hypotheses and regrets.', [
              'Use si-clauses',
              'Form the conditional past',
              'Express regrets',
            ]),
            lesson('conversation', 'Débat : le télétravail', 'Debate the pros and cons of remote work.', [
              'Argue a position',
              'Use connectors of contrast',
              'Reach a compromise',
            ]),
            lesson('reading', 'La presse française', 'Read and analyse a newspaper article.', [
              'Identify the thesis',
              'Recognise bias',
              'Summarise an article',
            ]),
            lesson('writing', "L'essai argumentatif", 'Write a structured argumentative essay.', [
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
          title: 'Nuances',
          lessons: [
            lesson('vocabulary', 'Expressions idiomatiques', 'Understand and use everyday idioms.', [
              'Understand idioms in context',
              'Use idioms naturally',
              'Avoid literal translation',
            ]),
            lesson('communication', "L'exposé oral", 'Give a structured talk and answer questions.', [
              'Structure an exposé',
              'Use signposting',
              'Handle questions',
            ]),
            lesson('listening', 'Podcasts et débats', 'Follow fast discussions and detect attitude.', [
              'Follow several speakers',
              'Detect irony',
              'Summarise positions',
            ]),
            lesson('grammar', 'Le discours rapporté', 'Report speech with the right tense changes.', [
              'Report statements and questions',
              'Shift tenses',
              'Use varied reporting verbs',
            ]),
          ],
        },
      ],
    },
    {
      level: 'C2',
      chapters: [
        {
          title: 'Maîtrise',
          lessons: [
            lesson('reading', 'Analyse littéraire', 'Analyse an extract from a French classic.', [
              'Analyse style and voice',
              'Discuss interpretations',
              'Use literary terms',
            ]),
            lesson('communication', 'Les registres de langue', 'Switch between familiar, standard and formal French.', [
              'Identify registers',
              'Adapt a message',
              'Give a formal speech',
            ]),
            lesson('writing', "L'écriture persuasive", 'Write a persuasive column.', [
              'Use rhetorical devices',
              'Anticipate objections',
              'Edit for concision',
            ]),
            lesson('open_discussion', 'Débat libre : éthique et technologie', 'An open debate on technology and society.', [
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
