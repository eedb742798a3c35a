/** Agreement texts of the demo school (000 §4 agreement types): short, but written as a school would. */
export interface AgreementSeed {
  type: string;
  version: number;
  title: string;
  required: boolean;
  /** Days before the first seed run that the version was published. */
  publishedDaysAgo: number;
  body: string;
}

export const AGREEMENT_SEEDS: readonly AgreementSeed[] = [
  {
    type: 'teacher_terms',
    version: 1,
    title: 'Teacher Terms and Conditions',
    required: true,
    publishedDaysAgo: 400,
    body: `1. Scope. These terms govern your work as a freelance teacher on the Parla platform. You teach live online classes that you choose to commit to; Parla provides students, materials and the classroom.

2. Commitments. When you commit to a class, you agree to teach it at the booked time. You may cancel a commitment free of charge more than 24 hours before the class starts. Later cancellations block new commitments for 7 days; a missed class blocks them for 2 weeks.

3. Class logs. You submit a class log for every class you teach, no sooner than 15 minutes after it starts and within 24 hours.

4. Conduct. You treat students with respect, keep their personal data confidential and use the Parla classroom for all classes booked through Parla.

5. Term. Either party may end the collaboration with 14 days' notice by e-mail.`,
  },
  {
    type: 'teacher_terms',
    version: 2,
    title: 'Teacher Terms and Conditions',
    required: true,
    publishedDaysAgo: 30,
    body: `1. Scope. These terms govern your work as a freelance teacher on the Parla platform. You teach live online classes that you choose to commit to; Parla provides students, materials and the classroom.

2. Commitments. When you commit to a class, you agree to teach it at the booked time. You may cancel a commitment free of charge more than 24 hours before the class starts, and an accidental commitment within 30 minutes of making it. Cancellations under 24 hours block new commitments for 7 days; under 3 hours we also ask for an explanation. A missed class blocks new commitments for 2 weeks. More than 3 last-minute cancellations within 3 months lead to a review with your teacher manager.

3. Class logs. You submit a class log for every class you teach, no sooner than 15 minutes after it starts and within 24 hours. An open log after 24 hours counts the class as missed.

4. Teaching pause. You may pause teaching for up to 60 days at a time. Classes you committed to before the pause remain yours.

5. Conduct. You treat students with respect, keep their personal data confidential and use the Parla classroom for all classes booked through Parla.

6. Term. Either party may end the collaboration with 14 days' notice by e-mail.

What changed in version 2: the free cancellation of accidental commitments, the review after repeated late cancellations, and the teaching pause.`,
  },
  {
    type: 'remuneration_structure',
    version: 1,
    title: 'Remuneration Structure',
    required: true,
    publishedDaysAgo: 400,
    body: `1. Class fee. Every class you teach and log is paid at your hourly rate, shown in your invoices.

2. No-shows and technical issues. When no student attends after you waited 15 minutes, or a technical problem on our side stops the class, you receive 50% of your hourly rate.

3. Bonuses. Orientation classes, course classes and exam-preparation (telc) classes may carry a bonus, listed separately on your invoice.

4. Invoices. Parla prepares your invoice after the end of each month from your logged classes. Payment follows within 14 days by bank transfer or PayPal, to the details on your profile.

5. Taxes. You are responsible for declaring your income and paying taxes and social contributions in your country of residence.`,
  },
  {
    type: 'privacy_policy',
    version: 1,
    title: 'Privacy Policy for Teachers',
    required: true,
    publishedDaysAgo: 400,
    body: `We process your name, contact details, payout details, teaching history and the ratings students give you in order to run our collaboration and pay you (Art. 6(1)(b) GDPR).

Students see your first name, photo, country, languages and the "about me" text of your profile. Your payout details are visible only to you and to our finance team.

We keep your data for as long as we work together and afterwards as long as tax law requires (up to 10 years for invoices). You may ask for a copy, a correction or the deletion of your data at privacy@parla.example.`,
  },
  {
    type: 'product_policy',
    version: 1,
    title: 'Classroom and Product Policy',
    required: true,
    publishedDaysAgo: 400,
    body: `1. Use the Parla classroom and the lesson materials provided for each class. Do not share the materials outside Parla.

2. Join the classroom a few minutes before the class starts, with a working camera and microphone, in a quiet place.

3. Do not ask students for private contact details or for payment outside Parla.

4. Report technical problems in the class log with a screenshot, so that we can help and pay you fairly.`,
  },
  {
    type: 'marketing_communication',
    version: 1,
    title: 'News and Offers by E-mail',
    required: false,
    publishedDaysAgo: 400,
    body: `Yes, I would like to receive news about Parla, teacher community events and occasional surveys by e-mail, at most twice a month.

You can withdraw this consent at any time on your profile or with the link in every e-mail. Declining has no effect on your work with Parla.`,
  },
  {
    type: 'ai_audio_recording',
    version: 1,
    title: 'Audio Recording for Automatic Class Summaries',
    required: false,
    publishedDaysAgo: 400,
    body: `I agree that the audio of classes marked as recordable may be recorded and processed by an automatic speech system to produce a class summary and vocabulary list for the students.

Recordings are deleted after 30 days and are never used to assess your teaching. You can withdraw this consent at any time; classes are then not recorded while you teach.`,
  },
];

/** Written feedback students gave the demo teacher (000 §3 feedback items). */
export const FEEDBACK_TEXTS: readonly string[] = [
  'Maria explains grammar so clearly. I finally understood the dative!',
  'Great class, lots of speaking time and a relaxed atmosphere.',
  'Very well prepared. The role play at the end was fun and useful.',
  'A bit fast for me today, but Maria checked that everyone could follow.',
  'I liked the corrections: friendly and always with an example.',
  'Perfect mix of vocabulary and conversation. Looking forward to the next one.',
  'The slides were helpful and the homework tips made sense.',
  'Maria remembered what we talked about last week, which made it personal.',
];

export interface ApplicationSeed {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryOfResidence: string;
  languageToTeach: string;
  aboutMe: string;
  teachingExperience: string;
  spokenLanguages: { language: string; fluency: string }[];
  heardFrom: string;
  heardFromWebsite: string | null;
  linkedinUrl: string | null;
  motivation: string;
  status: 'new' | 'reviewed';
  daysAgo: number;
}

export const APPLICATION_SEEDS: readonly ApplicationSeed[] = [
  {
    firstName: 'Sofia',
    lastName: 'Rossi',
    email: 'sofia.rossi@example.com',
    phone: '+393471234567',
    countryOfResidence: 'IT',
    languageToTeach: 'italian',
    aboutMe:
      'Born in Bologna, I have taught Italian to adults at a language school in Vienna for four years and love cooking-themed lessons.',
    teachingExperience: 'more_than_24_months',
    spokenLanguages: [
      { language: 'Italian', fluency: 'Native' },
      { language: 'German', fluency: 'C1' },
      { language: 'English', fluency: 'B2' },
    ],
    heardFrom: 'job_ad',
    heardFromWebsite: 'indeed.com',
    linkedinUrl: 'https://www.linkedin.com/in/sofia-rossi-demo',
    motivation:
      'I want to teach from home with a structured curriculum and students from all over Europe, and to keep growing as a teacher.',
    status: 'new',
    daysAgo: 2,
  },
  {
    firstName: 'Tom',
    lastName: 'Becker',
    email: 'tom.becker@example.com',
    phone: '+4915123456789',
    countryOfResidence: 'DE',
    languageToTeach: 'german',
    aboutMe: 'Secondary school teacher for German and history, now looking for evening classes with adult learners online.',
    teachingExperience: 'months_13_24',
    spokenLanguages: [
      { language: 'German', fluency: 'Native' },
      { language: 'English', fluency: 'C1' },
    ],
    heardFrom: 'friend_or_colleague',
    heardFromWebsite: null,
    linkedinUrl: null,
    motivation:
      'A colleague teaches with Parla and recommended it. I enjoy working with adults who choose to learn and want flexible hours.',
    status: 'reviewed',
    daysAgo: 12,
  },
];
