import { lesson, type SectionContent } from './types.ts';

export const english: SectionContent = {
  slug: 'english',
  name: 'English',
  codePrefix: 'EN',
  curriculumName: 'General English',
  modules: [
    {
      level: 'A1',
      chapters: [
        {
          title: 'Hello, world',
          lessons: [
            lesson(
              'orientation',
              'Welcome to your English course',
              'Meet your teacher and classmates and learn how live classes at Parla work. We explore the classroom tools and set goals for the A1 level.',
              ['Use the microphone, chat and slides in class', 'Greet people and say goodbye', 'Set a personal goal for the course'],
            ),
            lesson(
              'communication',
              'Nice to meet you: introductions',
              'Introduce yourself and others: name, country, job and languages. We practise the verb "to be" in short conversations.',
              [
                'Introduce yourself in three sentences',
                'Ask "What\'s your name?" and "Where are you from?"',
                'Use am, is and are correctly',
              ],
            ),
            lesson(
              'vocabulary',
              'Numbers, dates and the alphabet',
              'Spell your name, give your phone number and say dates. These basics come up in every form and phone call.',
              [
                'Spell words using the English alphabet',
                'Say numbers, phone numbers and prices',
                'Say the date in British and American style',
              ],
            ),
            lesson(
              'chapter_check',
              'Chapter check: Hello, world',
              'A relaxed review of introductions, spelling and numbers through quick role plays. You get feedback on what to practise next.',
              ['Introduce yourself fluently', 'Spell and give numbers without errors', 'Know what to review before chapter 2'],
            ),
          ],
        },
        {
          title: 'People and places',
          lessons: [
            lesson(
              'vocabulary',
              'My family and friends',
              'Talk about the people in your life with family words and possessive adjectives. You describe a photo of people you know.',
              ['Name family members', 'Use my, your, his, her, their', "Describe a person's appearance briefly"],
            ),
            lesson(
              'grammar',
              'Present simple: my daily routine',
              'Describe habits and routines with the present simple, including the third person -s. We compare our typical weekdays.',
              [
                'Form present simple statements and questions',
                'Add -s in the third person',
                'Use adverbs of frequency like always and never',
              ],
            ),
            lesson(
              'reading',
              'Where I live: homes and neighbourhoods',
              'Read short descriptions of homes and neighbourhoods and answer questions. We learn "there is" and "there are" for describing places.',
              ['Understand short descriptive texts', 'Use there is / there are', 'Describe your home and street'],
            ),
            lesson(
              'chapter_check',
              'Chapter check: People and places',
              'Review family vocabulary, the present simple and descriptions of places in a short interview with a partner.',
              ['Talk about family and routine', 'Describe where you live', 'Ask and answer present simple questions'],
            ),
          ],
        },
        {
          title: 'Everyday life',
          lessons: [
            lesson(
              'conversation',
              'At the café: ordering food and drink',
              'Order food and drinks, ask about prices and pay the bill. We practise polite forms like "Could I have..." and "I\'d like...".',
              ['Order politely in a café', 'Ask how much something costs', 'Use countable and uncountable food words'],
            ),
            lesson(
              'listening',
              'What time is it? Plans and schedules',
              'Listen to people making plans and catch times, days and places. Then arrange a meeting with a classmate.',
              ['Understand times and days in recordings', 'Use prepositions of time: at, on, in', 'Arrange a time to meet'],
            ),
            lesson(
              'grammar',
              "Can and can't: abilities and requests",
              'Talk about what you can and can\'t do and make simple requests. We play a "find someone who" game.',
              ["Express ability with can and can't", 'Make and answer simple requests', "Pronounce can and can't clearly"],
            ),
            lesson(
              'writing',
              'Writing a short message',
              'Write text messages and short e-mails to friends: invitations, replies and quick updates. Focus on capital letters and punctuation.',
              ['Write an informal invitation', 'Reply to accept or decline', 'Use punctuation and capitals correctly'],
            ),
            lesson(
              'chapter_check',
              'Chapter check: Everyday life',
              'Mixed practice of ordering, plans, abilities and messages. Your teacher gives detailed feedback on accuracy.',
              ['Handle a café role play', 'Arrange plans with times and days', 'Write a clear short message'],
            ),
          ],
        },
        {
          title: 'Out and about',
          lessons: [
            lesson(
              'communication',
              'Getting around town: asking for directions',
              'Ask for and give directions using a map, prepositions of place and landmarks. Useful when travelling.',
              ['Ask for directions politely', 'Understand turn left, go straight on, next to', 'Give directions to a place you know'],
            ),
            lesson(
              'grammar',
              'Past simple: what did you do yesterday?',
              'Talk about yesterday and last weekend with the past simple of regular verbs and the most common irregular ones.',
              ['Form the past simple of regular verbs', 'Use was, were, went, had', 'Tell a short story about your weekend'],
            ),
            lesson(
              'open_discussion',
              'Open discussion: travel and holidays',
              'A free conversation about trips you have made and places you dream of. Use everything you have learnt in A1.',
              ['Speak for a minute about a trip', 'Ask follow-up questions', 'Recommend a place to visit'],
            ),
            lesson(
              'chapter_check',
              'Chapter check: Out and about',
              'The final A1 check: directions, past simple and a short talk about travel. You leave with clear next steps for A2.',
              ['Give and follow directions', 'Talk about the past accurately', 'Present a trip in a few sentences'],
            ),
          ],
        },
      ],
    },
    {
      level: 'A2',
      chapters: [
        {
          title: 'Experiences',
          lessons: [
            lesson(
              'grammar',
              'Present perfect: have you ever...?',
              'Talk about life experiences with the present perfect and ever/never.',
              ['Form the present perfect', 'Ask about experiences with ever', 'Contrast present perfect and past simple'],
            ),
            lesson('vocabulary', 'Shopping and clothes', 'Describe clothes, sizes and colours and handle a shop conversation.', [
              'Name clothes and materials',
              'Ask for sizes and try things on',
              'Return or exchange an item',
            ]),
            lesson('conversation', 'Making plans with going to', 'Talk about future plans and intentions with "going to".', [
              'Describe plans with going to',
              'Invite and respond to invitations',
              'Negotiate a time and place',
            ]),
            lesson('listening', 'At the train station', 'Understand announcements and buy tickets for a journey.', [
              'Catch platform and time information',
              'Buy a ticket',
              'Ask about delays and changes',
            ]),
            lesson('reading', 'Healthy living', 'Read a magazine article about habits and discuss advice.', [
              'Understand the main ideas of an article',
              'Give advice with should',
              'Talk about your own habits',
            ]),
            lesson('writing', 'A postcard from my holiday', 'Write a postcard or social post about a trip.', [
              'Describe places and activities',
              'Use past simple in writing',
              'Open and close informally',
            ]),
          ],
        },
      ],
    },
    {
      level: 'B1',
      chapters: [
        {
          title: 'Work and opinions',
          lessons: [
            lesson('grammar', 'First and second conditionals', 'Talk about real and imagined situations with if-clauses.', [
              'Form first and second conditionals',
              'Choose the right conditional',
              'Discuss hypothetical situations',
            ]),
            lesson('conversation', 'Agreeing and disagreeing', 'Share opinions and react to others politely in a discussion.', [
              'Express opinions clearly',
              'Agree and disagree politely',
              'Ask for clarification',
            ]),
            lesson('writing', 'A formal e-mail of enquiry', 'Write a formal e-mail asking for information about a course or service.', [
              'Use formal openings and closings',
              'Ask indirect questions',
              'Structure paragraphs clearly',
            ]),
            lesson('listening', 'Job interviews', 'Follow a job interview and practise answering common questions.', [
              'Understand typical interview questions',
              'Talk about strengths and experience',
              'Ask the interviewer questions',
            ]),
            lesson('reading', 'The news in brief', 'Read short news articles and retell them in your own words.', [
              'Identify who, what, where and when',
              'Use reporting verbs',
              'Summarise a news story',
            ]),
            lesson(
              'vocabulary',
              'Phrasal verbs for everyday life',
              'Learn the phrasal verbs natives use daily: get up, look after, run out of...',
              ['Understand common phrasal verbs', 'Use them in context', 'Separate them correctly'],
            ),
          ],
        },
      ],
    },
    {
      level: 'B2',
      chapters: [
        {
          title: 'Society and ideas',
          lessons: [
            lesson('grammar', 'The passive voice in news and reports', 'Use the passive to focus on actions and results.', [
              'Form the passive in different tenses',
              'Choose active or passive',
              'Use "it is said that..."',
            ]),
            lesson('conversation', 'Debate: technology and privacy', 'Argue for and against in a structured debate.', [
              'Build an argument with evidence',
              'Use linking words for contrast',
              'Rebut an opposing point',
            ]),
            lesson('writing', 'Writing an opinion essay', 'Plan and write a balanced essay with an introduction and conclusion.', [
              'Plan an essay structure',
              'Write topic sentences',
              'Conclude persuasively',
            ]),
            lesson('listening', 'TED-style talks', 'Follow an inspiring talk and note its key message.', [
              "Identify the speaker's main point",
              'Note supporting examples',
              'Discuss the talk critically',
            ]),
            lesson(
              'vocabulary',
              'Collocations for fluent speech',
              'Use natural word partnerships: make a decision, heavy traffic, take a risk.',
              ['Recognise strong collocations', 'Replace unnatural combinations', 'Use collocations in speaking'],
            ),
            lesson('reading', 'Long reads: the future of cities', 'Read a long article and discuss its arguments.', [
              'Skim and scan a long text',
              "Infer the writer's attitude",
              'Discuss urban issues',
            ]),
          ],
        },
      ],
    },
    {
      level: 'C1',
      chapters: [
        {
          title: 'Precision and style',
          lessons: [
            lesson('grammar', 'Inversion for emphasis', 'Use structures like "Never have I..." and "Not only... but also" for impact.', [
              'Form negative inversion',
              'Use inversion in formal writing',
              'Recognise inversion in speeches',
            ]),
            lesson(
              'communication',
              'Presenting with impact',
              'Deliver a short presentation with clear signposting and engage the audience.',
              ['Open and close memorably', 'Signpost a talk', 'Handle questions confidently'],
            ),
            lesson('vocabulary', 'Idioms and expressions', 'Understand and use idioms from work, sport and everyday life.', [
              'Understand idioms in context',
              'Use idioms naturally',
              'Avoid overuse and mixing',
            ]),
            lesson('writing', 'Reports and proposals', 'Write a clear report with headings and recommendations.', [
              'Structure a report',
              'Use an impersonal style',
              'Make recommendations',
            ]),
            lesson('listening', 'Podcasts and panel discussions', 'Follow several speakers, detect attitude and summarise positions.', [
              'Follow overlapping speech',
              'Detect irony and hedging',
              'Summarise different positions',
            ]),
            lesson('conversation', 'Negotiating a deal', 'Negotiate and reach a compromise in a realistic scenario.', [
              'Make and respond to proposals',
              'Use tentative language',
              'Close a negotiation',
            ]),
          ],
        },
      ],
    },
    {
      level: 'C2',
      chapters: [
        {
          title: 'Mastery',
          lessons: [
            lesson('reading', 'Literary fiction: style and voice', 'Analyse a short story extract and its narrative voice.', [
              'Analyse tone and point of view',
              'Discuss interpretation',
              'Use literary vocabulary',
            ]),
            lesson('communication', 'Register: from banter to eulogy', 'Move between registers with control and sensitivity.', [
              'Identify register markers',
              'Adapt a message for an audience',
              'Deliver a formal speech',
            ]),
            lesson('grammar', 'Cleft sentences and fronting', 'Shape information focus with what-clefts, it-clefts and fronting.', [
              'Use cleft sentences for emphasis',
              'Front information for effect',
              'Vary sentence rhythm',
            ]),
            lesson('vocabulary', 'Nuance and connotation', 'Choose between near-synonyms to say exactly what you mean.', [
              'Distinguish near-synonyms',
              'Recognise positive and negative connotation',
              'Paraphrase precisely',
            ]),
            lesson('writing', 'Persuasive writing and rhetoric', 'Use rhetorical devices to write a compelling article.', [
              'Use tricolon, contrast and questions',
              'Address counter-arguments',
              'Edit for concision',
            ]),
            lesson('open_discussion', 'Open debate: ethics of AI', 'A free, demanding debate on technology, work and responsibility.', [
              'Argue on abstract topics',
              'Concede and counter skilfully',
              'Summarise a debate fairly',
            ]),
          ],
        },
      ],
    },
  ],
};
