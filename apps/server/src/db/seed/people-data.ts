import type { TeacherLanguage } from '../schema/index.ts';
import type { ModuleLevel } from './content/index.ts';

/** Every demo account signs in with this password (README). */
export const DEMO_PASSWORD = 'parla-demo-2026';

const DAY = 24 * 60 * 60_000;

export interface TeacherSeed {
  email: string;
  firstName: string;
  lastName: string;
  timezone: string;
  timeFormat: 'ISO8601' | 'AMPM';
  weekStart: 'Monday' | 'Sunday';
  country: string;
  gender: 'feminine' | 'masculine' | 'neutral';
  aboutMe: string;
  languages: TeacherLanguage[];
  sections: string[];
  hourlyRateCents: number;
  currency: 'EUR' | 'USD' | 'GBP';
  isContracted: boolean;
  isB2G: boolean;
  isOnboarded: boolean;
  canTeachGroup: boolean;
  canTeachPrivate: boolean;
  observationOptOut?: boolean;
  /** Pause window relative to the first seed run, in days. */
  pause?: { fromDays: number; untilDays: number };
  penaltyDays?: number;
}

export const TEACHERS: readonly TeacherSeed[] = [
  {
    email: 'teacher@example.com',
    firstName: 'Maria',
    lastName: 'Keller',
    timezone: 'Europe/Berlin',
    timeFormat: 'ISO8601',
    weekStart: 'Monday',
    country: 'DE',
    gender: 'feminine',
    aboutMe:
      'I grew up in Freiburg and have taught German and English to adults for twelve years, first at a Volkshochschule and now online. My classes are relaxed but structured: lots of speaking, clear explanations and a little homework that actually helps.',
    languages: [
      { language: 'German', fluency: 'Native' },
      { language: 'English', fluency: 'C2' },
      { language: 'Spanish', fluency: 'B1' },
    ],
    sections: ['german', 'english'],
    hourlyRateCents: 2400,
    currency: 'EUR',
    isContracted: true,
    isB2G: false,
    isOnboarded: true,
    canTeachGroup: true,
    canTeachPrivate: true,
  },
  {
    email: 'james.whitfield@example.com',
    firstName: 'James',
    lastName: 'Whitfield',
    timezone: 'Europe/London',
    timeFormat: 'AMPM',
    weekStart: 'Monday',
    country: 'GB',
    gender: 'masculine',
    aboutMe:
      'Former management consultant turned English teacher. I help professionals run meetings, write crisp e-mails and present with confidence. CELTA and DELTA qualified.',
    languages: [
      { language: 'English', fluency: 'Native' },
      { language: 'French', fluency: 'B2' },
    ],
    sections: ['english', 'business-english'],
    hourlyRateCents: 2200,
    currency: 'GBP',
    isContracted: true,
    isB2G: false,
    isOnboarded: true,
    canTeachGroup: true,
    canTeachPrivate: true,
    // Missed a class recently: cannot commit to new classes until next week.
    penaltyDays: 7,
  },
  {
    email: 'lucia.fernandez@example.com',
    firstName: 'Lucía',
    lastName: 'Fernández',
    timezone: 'Europe/Madrid',
    timeFormat: 'ISO8601',
    weekStart: 'Monday',
    country: 'ES',
    gender: 'feminine',
    aboutMe:
      'Soy de Sevilla. I studied Hispanic philology and love showing students the Spanish behind the textbook: tapas-bar conversations, regional accents and the songs we all know by heart.',
    languages: [
      { language: 'Spanish', fluency: 'Native' },
      { language: 'English', fluency: 'C1' },
      { language: 'Italian', fluency: 'B2' },
    ],
    sections: ['spanish'],
    hourlyRateCents: 2000,
    currency: 'EUR',
    isContracted: false,
    isB2G: false,
    isOnboarded: true,
    canTeachGroup: true,
    canTeachPrivate: true,
    // A planned pause: shown as "planned" now, active from day 10 to day 24.
    pause: { fromDays: 10, untilDays: 24 },
  },
  {
    email: 'emily.carter@example.com',
    firstName: 'Emily',
    lastName: 'Carter',
    timezone: 'America/New_York',
    timeFormat: 'AMPM',
    weekStart: 'Sunday',
    country: 'US',
    gender: 'feminine',
    aboutMe:
      'New Yorker, linguist and one-to-one specialist. I tailor every private lesson to your goals, whether that is a job interview next week or finally understanding American TV shows.',
    languages: [
      { language: 'English', fluency: 'Native' },
      { language: 'Spanish', fluency: 'C1' },
    ],
    sections: ['english', 'business-english', 'spanish'],
    hourlyRateCents: 3000,
    currency: 'USD',
    isContracted: false,
    isB2G: false,
    isOnboarded: true,
    canTeachGroup: false,
    canTeachPrivate: true,
  },
  {
    email: 'jonas.weber@example.com',
    firstName: 'Jonas',
    lastName: 'Weber',
    timezone: 'Europe/Berlin',
    timeFormat: 'ISO8601',
    weekStart: 'Monday',
    country: 'DE',
    gender: 'masculine',
    aboutMe:
      'I teach German integration courses for newcomers and know the everyday challenges: forms, appointments, the first job. Patient, practical and always happy to explain it once more.',
    languages: [
      { language: 'German', fluency: 'Native' },
      { language: 'English', fluency: 'C1' },
      { language: 'Turkish', fluency: 'B1' },
    ],
    sections: ['german'],
    hourlyRateCents: 2300,
    currency: 'EUR',
    isContracted: true,
    isB2G: true,
    isOnboarded: true,
    canTeachGroup: true,
    canTeachPrivate: true,
    observationOptOut: true,
  },
  {
    email: 'camille.laurent@example.com',
    firstName: 'Camille',
    lastName: 'Laurent',
    timezone: 'Europe/Paris',
    timeFormat: 'ISO8601',
    weekStart: 'Monday',
    country: 'FR',
    gender: 'feminine',
    aboutMe:
      'Parisienne and former journalist. In my classes we speak from minute one, read real French news and laugh at the exceptions of French grammar together.',
    languages: [
      { language: 'French', fluency: 'Native' },
      { language: 'English', fluency: 'C1' },
      { language: 'German', fluency: 'B1' },
    ],
    sections: ['french'],
    hourlyRateCents: 2100,
    currency: 'EUR',
    isContracted: true,
    isB2G: false,
    isOnboarded: true,
    canTeachGroup: true,
    canTeachPrivate: true,
  },
  {
    email: 'giulia.romano@example.com',
    firstName: 'Giulia',
    lastName: 'Romano',
    timezone: 'Europe/Rome',
    timeFormat: 'ISO8601',
    weekStart: 'Monday',
    country: 'IT',
    gender: 'feminine',
    aboutMe:
      'Ciao! I am from Bologna and have taught Italian to travellers, opera singers and food lovers for eight years. Expect plenty of conversation and a recipe now and then.',
    languages: [
      { language: 'Italian', fluency: 'Native' },
      { language: 'English', fluency: 'C2' },
      { language: 'Spanish', fluency: 'B2' },
    ],
    sections: ['italian'],
    hourlyRateCents: 1900,
    currency: 'EUR',
    isContracted: false,
    isB2G: false,
    isOnboarded: true,
    canTeachGroup: true,
    canTeachPrivate: true,
  },
  {
    email: 'aisha.bello@example.com',
    firstName: 'Aisha',
    lastName: 'Bello',
    timezone: 'Africa/Lagos',
    timeFormat: 'AMPM',
    weekStart: 'Monday',
    country: 'NG',
    gender: 'feminine',
    aboutMe:
      'I taught English and French at a bilingual school in Lagos before moving online. I specialise in pronunciation and helping shy speakers find their voice in group classes.',
    languages: [
      { language: 'English', fluency: 'Native' },
      { language: 'French', fluency: 'C2' },
      { language: 'Yoruba', fluency: 'Native' },
    ],
    sections: ['english', 'business-english', 'french'],
    hourlyRateCents: 1800,
    currency: 'EUR',
    isContracted: true,
    isB2G: false,
    isOnboarded: true,
    canTeachGroup: true,
    canTeachPrivate: true,
  },
  {
    email: 'daniel.ortega@example.com',
    firstName: 'Daniel',
    lastName: 'Ortega',
    timezone: 'America/Mexico_City',
    timeFormat: 'AMPM',
    weekStart: 'Sunday',
    country: 'MX',
    gender: 'masculine',
    aboutMe: 'Recently joined Parla from Guadalajara; I teach Spanish and French and am finishing my onboarding.',
    languages: [
      { language: 'Spanish', fluency: 'Native' },
      { language: 'French', fluency: 'C1' },
      { language: 'English', fluency: 'C1' },
    ],
    sections: ['spanish', 'french'],
    hourlyRateCents: 1700,
    currency: 'USD',
    isContracted: false,
    isB2G: false,
    // Still onboarding: cannot be given classes yet.
    isOnboarded: false,
    canTeachGroup: true,
    canTeachPrivate: true,
  },
];

export type BookingHabit = 'demo' | 'normal' | 'heavy' | 'none';

export interface StudentSeed {
  email: string;
  firstName: string;
  lastName: string;
  timezone: string;
  countryCode: string;
  section: string;
  level: ModuleLevel;
  verified: boolean;
  guest?: boolean;
  groupCredits: number;
  privateCredits: number;
  habit: BookingHabit;
  preferredClassTime: 'morning' | 'afternoon' | 'evening' | 'night';
  spokenLanguages: { language: string; proficiency: string }[];
}

function s(
  email: string,
  name: string,
  timezone: string,
  countryCode: string,
  section: string,
  level: ModuleLevel,
  credits: [number, number],
  habit: BookingHabit,
  preferredClassTime: StudentSeed['preferredClassTime'],
  nativeLanguage: string,
  extra: Partial<StudentSeed> = {},
): StudentSeed {
  const [firstName, ...rest] = name.split(' ');
  return {
    email,
    firstName,
    lastName: rest.join(' '),
    timezone,
    countryCode,
    section,
    level,
    verified: true,
    groupCredits: credits[0],
    privateCredits: credits[1],
    habit,
    preferredClassTime,
    spokenLanguages: [{ language: nativeLanguage, proficiency: 'Native' }],
    ...extra,
  };
}

export const STUDENTS: readonly StudentSeed[] = [
  s('student@example.com', 'Alex Morgan', 'Europe/Berlin', 'DE', 'german', 'A1', [40, 5], 'demo', 'evening', 'English'),
  s('liam.oconnor@example.com', "Liam O'Connor", 'Europe/Dublin', 'IE', 'german', 'A1', [40, 0], 'normal', 'morning', 'English'),
  s('chloe.martin@example.com', 'Chloé Martin', 'Europe/Paris', 'FR', 'german', 'A1', [40, 4], 'normal', 'evening', 'French'),
  s('priya.sharma@example.com', 'Priya Sharma', 'Asia/Kolkata', 'IN', 'german', 'A1', [120, 10], 'heavy', 'afternoon', 'English'),
  s('carlos.mendes@example.com', 'Carlos Mendes', 'Europe/Lisbon', 'PT', 'german', 'A1', [40, 0], 'normal', 'evening', 'Portuguese'),
  s('grace.kim@example.com', 'Grace Kim', 'America/Toronto', 'CA', 'german', 'A1', [40, 2], 'normal', 'morning', 'Korean'),
  s('ahmed.hassan@example.com', 'Ahmed Hassan', 'Africa/Cairo', 'EG', 'german', 'A2', [30, 0], 'normal', 'afternoon', 'Arabic'),
  s('elif.yilmaz@example.com', 'Elif Yılmaz', 'Europe/Istanbul', 'TR', 'german', 'A2', [30, 3], 'normal', 'evening', 'Turkish'),
  s('sofia.rossi@example.com', 'Sofia Rossi', 'Europe/Rome', 'IT', 'english', 'A1', [40, 5], 'normal', 'evening', 'Italian'),
  s('yuki.tanaka@example.com', 'Yuki Tanaka', 'Asia/Tokyo', 'JP', 'english', 'A1', [40, 2], 'normal', 'morning', 'Japanese'),
  s('fatima.alsayed@example.com', 'Fatima Al-Sayed', 'Asia/Dubai', 'AE', 'english', 'A1', [40, 0], 'normal', 'afternoon', 'Arabic'),
  // Signed up but never bought anything: no credits, no bookings.
  s('lucas.dubois@example.com', 'Lucas Dubois', 'Europe/Paris', 'FR', 'english', 'A1', [0, 0], 'none', 'evening', 'French'),
  s('mateo.garcia@example.com', 'Mateo García', 'Europe/Madrid', 'ES', 'english', 'A2', [30, 0], 'normal', 'evening', 'Spanish'),
  s('wei.zhang@example.com', 'Wei Zhang', 'Asia/Shanghai', 'CN', 'english', 'B1', [30, 4], 'normal', 'night', 'Chinese'),
  s('emma.schulz@example.com', 'Emma Schulz', 'Europe/Berlin', 'DE', 'business-english', 'A1', [30, 10], 'normal', 'morning', 'German'),
  s('lukas.novak@example.com', 'Lukáš Novák', 'Europe/Prague', 'CZ', 'business-english', 'A1', [30, 0], 'normal', 'afternoon', 'Czech'),
  s(
    'isabel.fernandez@example.com',
    'Isabel Fernández',
    'Europe/Madrid',
    'ES',
    'business-english',
    'B2',
    [30, 5],
    'normal',
    'morning',
    'Spanish',
  ),
  s('olivia.smith@example.com', 'Olivia Smith', 'America/New_York', 'US', 'spanish', 'A1', [40, 3], 'normal', 'afternoon', 'English'),
  s('jan.kowalski@example.com', 'Jan Kowalski', 'Europe/Warsaw', 'PL', 'spanish', 'A1', [40, 0], 'normal', 'evening', 'Polish'),
  s('sara.lindqvist@example.com', 'Sara Lindqvist', 'Europe/Stockholm', 'SE', 'spanish', 'A1', [40, 0], 'normal', 'morning', 'Swedish'),
  s('daniel.becker@example.com', 'Daniel Becker', 'Europe/Berlin', 'DE', 'spanish', 'B1', [30, 2], 'normal', 'evening', 'German'),
  // Started a checkout without creating a password: a guest account.
  s('guest.checkout@example.com', '', 'America/Sao_Paulo', 'BR', 'spanish', 'A1', [0, 0], 'none', 'evening', 'Portuguese', {
    verified: false,
    guest: true,
  }),
  s('noah.johnson@example.com', 'Noah Johnson', 'America/Chicago', 'US', 'french', 'A1', [40, 2], 'normal', 'night', 'English'),
  // Registered but has not confirmed the e-mail yet; trial credits only.
  s('tom.fischer@example.com', 'Tom Fischer', 'Europe/Vienna', 'AT', 'french', 'A1', [3, 0], 'none', 'afternoon', 'German', {
    verified: false,
  }),
  s('marta.nowak@example.com', 'Marta Nowak', 'Europe/Warsaw', 'PL', 'french', 'A2', [30, 0], 'normal', 'evening', 'Polish'),
  s('ana.souza@example.com', 'Ana Souza', 'America/Sao_Paulo', 'BR', 'italian', 'A1', [40, 2], 'normal', 'evening', 'Portuguese'),
  s('hannah.lee@example.com', 'Hannah Lee', 'America/Los_Angeles', 'US', 'italian', 'A1', [40, 2], 'normal', 'morning', 'English'),
  s('oliver.brown@example.com', 'Oliver Brown', 'Europe/London', 'GB', 'italian', 'A1', [40, 0], 'normal', 'afternoon', 'English'),
];

export const ADMIN = { email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin' } as const;

export { DAY };
