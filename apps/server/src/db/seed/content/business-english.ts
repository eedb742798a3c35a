import { lesson, type SectionContent } from './types.ts';

export const businessEnglish: SectionContent = {
  slug: 'business-english',
  name: 'Business English',
  codePrefix: 'BE',
  curriculumName: 'Business English',
  modules: [
    {
      level: 'A1',
      chapters: [
        {
          title: 'First days at work',
          lessons: [
            lesson(
              'orientation',
              'Welcome to Business English',
              'Meet your teacher and colleagues in the course and learn how Parla classes work. We talk about your job and why you need English at work.',
              ['Use the classroom tools confidently', 'Say what you do and where you work', 'Set a work-related learning goal'],
            ),
            lesson(
              'communication',
              'Introductions at work',
              'Introduce yourself and colleagues, give your job title and department, and make small talk on your first day.',
              ['Introduce yourself with job title and company', 'Introduce a colleague', 'Make simple small talk'],
            ),
            lesson(
              'vocabulary',
              'Jobs, departments and the office',
              'Name jobs, departments and things around the office. You describe your workplace and your daily tasks.',
              ['Name common jobs and departments', 'Describe your workplace', 'Talk about daily tasks with the present simple'],
            ),
            lesson(
              'chapter_check',
              'Chapter check: First days at work',
              'Review introductions and workplace vocabulary in a role play of a first day at a new company.',
              ['Introduce yourself and others at work', 'Describe your job clearly', 'Identify words to review'],
            ),
          ],
        },
        {
          title: 'Communicating in writing',
          lessons: [
            lesson(
              'writing',
              'Writing simple work e-mails',
              'Write short e-mails to colleagues: a request, a reply and a thank-you. Learn standard openings, closings and subject lines.',
              ['Open and close an e-mail appropriately', 'Write a clear subject line', 'Make a simple request in writing'],
            ),
            lesson(
              'grammar',
              'Polite requests: could, would, can',
              'Ask for things politely at work with could, would and can, and respond to requests.',
              ['Make polite requests', 'Agree to or refuse a request politely', 'Choose the right level of formality'],
            ),
            lesson(
              'reading',
              'Reading schedules and agendas',
              'Read meeting agendas, timetables and calendar invitations and find the key information quickly.',
              ['Find dates, times and places in documents', 'Understand agenda items', 'Accept or decline a calendar invitation'],
            ),
            lesson(
              'chapter_check',
              'Chapter check: Communicating in writing',
              'Write and answer a short e-mail thread about a meeting. Your teacher corrects tone and structure.',
              ['Write a short professional e-mail', 'Reply to a request', 'Use polite forms consistently'],
            ),
          ],
        },
        {
          title: 'Meetings and calls',
          lessons: [
            lesson(
              'communication',
              'Phone calls: making and taking calls',
              'Answer the phone, ask for someone, take a message and spell names and numbers on the phone.',
              ['Answer and end a call professionally', 'Take and leave a message', 'Spell names and give numbers clearly'],
            ),
            lesson(
              'listening',
              'Understanding voicemail and video calls',
              'Listen to voicemails and short video-call extracts and note the key details and actions.',
              ['Catch names, numbers and times', 'Note actions from a message', 'Ask someone to repeat or slow down'],
            ),
            lesson(
              'conversation',
              'Taking part in a meeting',
              'Say hello in a meeting, give a short update and ask simple questions. We practise useful meeting phrases.',
              ['Give a short status update', 'Ask and answer simple questions in a meeting', 'Agree on next steps'],
            ),
            lesson(
              'chapter_check',
              'Chapter check: Meetings and calls',
              'A simulated phone call and a mini-meeting test your new skills. You get feedback on clarity and politeness.',
              ['Handle a phone call from start to finish', 'Contribute to a short meeting', 'Use meeting phrases correctly'],
            ),
          ],
        },
        {
          title: 'Business basics',
          lessons: [
            lesson(
              'vocabulary',
              'Numbers, prices and dates in business',
              'Talk about prices, quantities, percentages and deadlines. Useful for orders, invoices and planning.',
              ['Say prices and percentages', 'Talk about deadlines and dates', 'Read simple figures aloud'],
            ),
            lesson(
              'communication',
              'Visitors and business travel',
              'Welcome visitors, offer help and talk about travel arrangements and hotels.',
              ['Welcome a visitor to your company', 'Talk about travel plans', 'Book a hotel room or a taxi'],
            ),
            lesson(
              'open_discussion',
              'Open discussion: my job and my company',
              'A free conversation about your work, your company and your career goals, using everything from this module.',
              ['Describe your company and role', 'Talk about career goals', 'Ask colleagues about their work'],
            ),
            lesson(
              'chapter_check',
              'Chapter check: Business basics',
              'The final A1 check: a visitor role play with prices, dates and small talk. You leave with clear next steps.',
              ['Welcome a visitor and make small talk', 'Handle numbers and dates', 'Summarise your progress in A1'],
            ),
          ],
        },
      ],
    },
    {
      level: 'A2',
      chapters: [
        {
          title: 'Working together',
          lessons: [
            lesson('communication', 'Arranging meetings', 'Suggest, confirm and reschedule meetings by phone and e-mail.', [
              'Suggest times and places',
              'Confirm and reschedule',
              'Apologise for a change of plan',
            ]),
            lesson('vocabulary', 'Products and services', 'Describe what your company offers and its advantages.', [
              'Describe products and features',
              'Compare products',
              'Talk about customers',
            ]),
            lesson('writing', 'Following up after a meeting', 'Write a follow-up e-mail with a summary and action points.', [
              'Summarise decisions',
              'List action points',
              'Set a deadline politely',
            ]),
            lesson('conversation', 'Small talk with clients', 'Keep a conversation going with clients before and after meetings.', [
              'Start and end small talk',
              'Choose safe topics',
              'Show interest with follow-up questions',
            ]),
          ],
        },
      ],
    },
    {
      level: 'B1',
      chapters: [
        {
          title: 'Projects and customers',
          lessons: [
            lesson('communication', "Presenting your team's results", 'Give a short structured presentation with figures.', [
              'Structure a short presentation',
              'Describe trends and figures',
              'Handle simple questions',
            ]),
            lesson('conversation', 'Handling customer complaints', 'Listen, apologise and offer solutions to unhappy customers.', [
              'Show empathy',
              'Offer solutions',
              'Follow up in writing',
            ]),
            lesson('writing', 'Project status reports', 'Write a concise status report with progress, risks and next steps.', [
              'Report progress clearly',
              'Flag risks',
              'Propose next steps',
            ]),
            lesson('listening', 'Conference calls with several speakers', 'Follow a multi-speaker call and clarify misunderstandings.', [
              'Follow several speakers',
              'Interrupt politely',
              'Check understanding',
            ]),
          ],
        },
      ],
    },
    {
      level: 'B2',
      chapters: [
        {
          title: 'Negotiation and leadership',
          lessons: [
            lesson('conversation', 'Negotiating terms', 'Negotiate price, delivery and conditions and reach agreement.', [
              'Make offers and counter-offers',
              'Use conditional language',
              'Summarise an agreement',
            ]),
            lesson('communication', 'Leading a meeting', 'Chair a meeting, keep to time and manage participants.', [
              'Open and close a meeting',
              'Keep discussion on track',
              'Manage difficult participants',
            ]),
            lesson('writing', 'Persuasive proposals', 'Write a proposal that convinces decision makers.', [
              'Structure a proposal',
              'Present benefits persuasively',
              'Anticipate objections',
            ]),
            lesson('vocabulary', 'Finance for non-financial managers', 'Discuss budgets, costs and profit with confidence.', [
              'Understand key financial terms',
              'Describe a budget',
              'Discuss cost savings',
            ]),
          ],
        },
      ],
    },
    {
      level: 'C1',
      chapters: [
        {
          title: 'Strategy and influence',
          lessons: [
            lesson('communication', 'Pitching an idea to senior management', 'Deliver a concise, persuasive pitch and defend it.', [
              'Structure a pitch',
              'Use persuasive techniques',
              'Defend your idea under questioning',
            ]),
            lesson('conversation', 'Cross-cultural communication', 'Navigate cultural differences in international teams.', [
              'Recognise cultural communication styles',
              'Adapt directness',
              'Avoid misunderstandings',
            ]),
            lesson('writing', 'Executive summaries', 'Condense a long report into a one-page executive summary.', [
              'Identify key messages',
              'Write concisely',
              'Lead with recommendations',
            ]),
            lesson('listening', 'Earnings calls and business podcasts', 'Follow fast, specialised business discussions.', [
              'Understand financial discussion',
              'Note key figures',
              'Evaluate arguments',
            ]),
          ],
        },
      ],
    },
    {
      level: 'C2',
      chapters: [
        {
          title: 'Executive communication',
          lessons: [
            lesson('communication', 'Crisis communication', 'Communicate clearly and calmly with stakeholders in a crisis.', [
              'Deliver difficult news',
              'Choose words carefully under pressure',
              'Answer hostile questions',
            ]),
            lesson('conversation', 'High-stakes negotiation', 'Negotiate complex deals with multiple parties.', [
              'Build rapport and leverage',
              'Use strategic concessions',
              'Close complex agreements',
            ]),
            lesson('writing', 'Thought leadership articles', 'Write an authoritative article for a professional audience.', [
              'Develop an original argument',
              'Use an authoritative voice',
              'Edit for impact',
            ]),
            lesson(
              'open_discussion',
              'Open discussion: the future of work',
              'A demanding discussion on leadership, technology and the workplace.',
              ['Argue nuanced positions', 'Challenge assumptions', 'Synthesise viewpoints'],
            ),
          ],
        },
      ],
    },
  ],
};
