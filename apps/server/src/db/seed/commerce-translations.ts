import type { PlanTextsTranslation, PlanTranslations } from '@parla/contracts';

/**
 * The seeded packages' texts in the display languages other than English (issue 21), by slug.
 * Tone as the catalogues (decision 112): German "du", Spanish "tú", French "vous", Russian "вы".
 * Flex, Sprint and LearningTeam are product names and stay as they are.
 */

type ByLocale = Record<keyof PlanTranslations, PlanTextsTranslation>;

const PAUSE_OR_CANCEL = {
  de: 'Jederzeit pausieren oder kündigen',
  fr: 'Pause ou résiliation à tout moment',
  es: 'Pausa o cancela cuando quieras',
  ru: 'Пауза или отмена в любой момент',
};
const UP_TO_FIVE = {
  de: 'Bis zu 5 Lernende pro Kurs',
  fr: 'Jusqu’à 5 élèves par cours',
  es: 'Hasta 5 estudiantes por clase',
  ru: 'До 5 студентов на занятии',
};
const YOUR_PACE = { de: 'Dein Tempo, deine Themen', fr: 'Votre rythme, vos sujets', es: 'Tu ritmo, tus temas', ru: 'Ваш темп, ваши темы' };
const ONE_A_DAY = { de: 'Ein Kurs pro Tag', fr: 'Un cours par jour', es: 'Una clase al día', ru: 'Одно занятие в день' };
const FIXED_START = {
  de: 'Start an einem festen Datum',
  fr: 'Début à une date fixe',
  es: 'Empieza en una fecha fija',
  ru: 'Старт в установленную дату',
};
const TEAMS_OF = {
  de: 'Für Teams von 3 bis 5 Personen',
  fr: 'Pour des équipes de 3 à 5 personnes',
  es: 'Para equipos de 3 a 5 personas',
  ru: 'Для команд из 3–5 человек',
};
const MORE_CLASSES = {
  de: 'Mehr Kurse in diesem Monat, zusätzlich zu deinem Plan.',
  fr: 'Plus de cours ce mois-ci, en plus de votre formule.',
  es: 'Más clases este mes, además de tu plan.',
  ru: 'Больше занятий в этом месяце сверх вашего тарифа.',
};

const FLEX_GROUP = (name: string): ByLocale => ({
  de: {
    name,
    description: 'Live-Gruppenkurse mit einer Lehrkraft, zu den Zeiten, die du wählst.',
    contentBlocks: [UP_TO_FIVE.de, PAUSE_OR_CANCEL.de],
  },
  fr: {
    name,
    description: 'Des cours collectifs en direct avec un professeur, aux horaires que vous choisissez.',
    contentBlocks: [UP_TO_FIVE.fr, PAUSE_OR_CANCEL.fr],
  },
  es: {
    name,
    description: 'Clases en grupo en directo con un profesor, a las horas que tú elijas.',
    contentBlocks: [UP_TO_FIVE.es, PAUSE_OR_CANCEL.es],
  },
  ru: {
    name,
    description: 'Живые групповые занятия с преподавателем в удобное для вас время.',
    contentBlocks: [UP_TO_FIVE.ru, PAUSE_OR_CANCEL.ru],
  },
});

const FLEX_PRIVATE = (classes: number): ByLocale => ({
  de: {
    name: `Flex Einzel ${classes}`,
    description: 'Einzelkurse mit der Lehrkraft deiner Wahl.',
    contentBlocks: [YOUR_PACE.de, PAUSE_OR_CANCEL.de],
  },
  fr: {
    name: `Flex Individuel ${classes}`,
    description: 'Des cours individuels avec le professeur de votre choix.',
    contentBlocks: [YOUR_PACE.fr, PAUSE_OR_CANCEL.fr],
  },
  es: {
    name: `Flex Individual ${classes}`,
    description: 'Clases individuales con el profesor que tú elijas.',
    contentBlocks: [YOUR_PACE.es, PAUSE_OR_CANCEL.es],
  },
  ru: {
    name: `Flex Индивидуальный ${classes}`,
    description: 'Индивидуальные занятия с преподавателем, которого вы выберете.',
    contentBlocks: [YOUR_PACE.ru, PAUSE_OR_CANCEL.ru],
  },
});

const SPRINT_BLOCKS = (l: keyof ByLocale) => [ONE_A_DAY[l], FIXED_START[l]];

const EXTRA = (names: Record<keyof ByLocale, string>): ByLocale => ({
  de: { name: names.de, description: MORE_CLASSES.de },
  fr: { name: names.fr, description: MORE_CLASSES.fr },
  es: { name: names.es, description: MORE_CLASSES.es },
  ru: { name: names.ru, description: MORE_CLASSES.ru },
});

export const VARIANT_TRANSLATIONS: Record<string, ByLocale> = {
  'flex-4-group': FLEX_GROUP('Flex 4'),
  'flex-8-group': FLEX_GROUP('Flex 8'),
  'flex-12-group': FLEX_GROUP('Flex 12'),
  'flex-4-private': FLEX_PRIVATE(4),
  'flex-8-private': FLEX_PRIVATE(8),
  'flex-8-business': {
    de: {
      name: 'Business English Flex 8',
      description: 'Business English in kleinen Gruppen: Meetings, E-Mails, Verhandlungen.',
      contentBlocks: [UP_TO_FIVE.de, PAUSE_OR_CANCEL.de],
    },
    fr: {
      name: 'Business English Flex 8',
      description: 'L’anglais des affaires en petits groupes : réunions, e-mails, négociations.',
      contentBlocks: [UP_TO_FIVE.fr, PAUSE_OR_CANCEL.fr],
    },
    es: {
      name: 'Business English Flex 8',
      description: 'Inglés de negocios en grupos pequeños: reuniones, correos electrónicos, negociaciones.',
      contentBlocks: [UP_TO_FIVE.es, PAUSE_OR_CANCEL.es],
    },
    ru: {
      name: 'Business English Flex 8',
      description: 'Деловой английский в небольших группах: встречи, письма, переговоры.',
      contentBlocks: [UP_TO_FIVE.ru, PAUSE_OR_CANCEL.ru],
    },
  },
  'sprint-4-weeks': {
    de: {
      name: 'Sprint 4 Wochen',
      description: 'Ein Kurs an jedem Werktag: ein Niveau in einem Monat.',
      contentBlocks: SPRINT_BLOCKS('de'),
    },
    fr: {
      name: 'Sprint 4 semaines',
      description: 'Un cours chaque jour de la semaine : un niveau en un mois.',
      contentBlocks: SPRINT_BLOCKS('fr'),
    },
    es: { name: 'Sprint 4 semanas', description: 'Una clase cada día laborable: un nivel en un mes.', contentBlocks: SPRINT_BLOCKS('es') },
    ru: { name: 'Sprint 4 недели', description: 'Занятие каждый будний день: целый уровень за месяц.', contentBlocks: SPRINT_BLOCKS('ru') },
  },
  'sprint-8-weeks': {
    de: {
      name: 'Sprint 8 Wochen',
      description: 'Zwei Monate lang ein Kurs an jedem Werktag, bezahlt in zwei Monatsraten.',
      contentBlocks: SPRINT_BLOCKS('de'),
    },
    fr: {
      name: 'Sprint 8 semaines',
      description: 'Un cours chaque jour de la semaine pendant deux mois, payé en deux mensualités.',
      contentBlocks: SPRINT_BLOCKS('fr'),
    },
    es: {
      name: 'Sprint 8 semanas',
      description: 'Una clase cada día laborable durante dos meses, en dos pagos mensuales.',
      contentBlocks: SPRINT_BLOCKS('es'),
    },
    ru: {
      name: 'Sprint 8 недель',
      description: 'Занятие каждый будний день в течение двух месяцев, оплата двумя ежемесячными платежами.',
      contentBlocks: SPRINT_BLOCKS('ru'),
    },
  },
  'teams-starter': {
    de: {
      name: 'LearningTeam Starter',
      description: 'Probiere Gruppenkurse mit deinen Kolleginnen und Kollegen aus.',
      contentBlocks: [TEAMS_OF.de, 'Einmal pro Unternehmen'],
    },
    fr: {
      name: 'LearningTeam découverte',
      description: 'Essayez les cours collectifs avec vos collègues.',
      contentBlocks: [TEAMS_OF.fr, 'Une fois par entreprise'],
    },
    es: {
      name: 'LearningTeam de inicio',
      description: 'Prueba las clases en grupo con tus compañeros de trabajo.',
      contentBlocks: [TEAMS_OF.es, 'Una vez por empresa'],
    },
    ru: {
      name: 'LearningTeam: старт',
      description: 'Попробуйте групповые занятия вместе с коллегами.',
      contentBlocks: [TEAMS_OF.ru, 'Один раз на компанию'],
    },
  },
  'teams-24': {
    de: {
      name: 'LearningTeam 24',
      description: 'Gruppenkurse für dein Team, gemeinsam gebucht.',
      contentBlocks: [TEAMS_OF.de, 'Rechnung für dein Unternehmen'],
    },
    fr: {
      name: 'LearningTeam 24',
      description: 'Des cours collectifs pour votre équipe, réservés ensemble.',
      contentBlocks: [TEAMS_OF.fr, 'Facture au nom de votre entreprise'],
    },
    es: {
      name: 'LearningTeam 24',
      description: 'Clases en grupo para tu equipo, reservadas juntas.',
      contentBlocks: [TEAMS_OF.es, 'Factura para tu empresa'],
    },
    ru: {
      name: 'LearningTeam 24',
      description: 'Групповые занятия для вашей команды с общим бронированием.',
      contentBlocks: [TEAMS_OF.ru, 'Счёт на вашу компанию'],
    },
  },
  'extra-1-group': EXTRA({
    de: '1 zusätzlicher Gruppenkurs',
    fr: '1 cours collectif supplémentaire',
    es: '1 clase en grupo extra',
    ru: '1 дополнительное групповое занятие',
  }),
  'extra-5-group': EXTRA({
    de: '5 zusätzliche Gruppenkurse',
    fr: '5 cours collectifs supplémentaires',
    es: '5 clases en grupo extra',
    ru: '5 дополнительных групповых занятий',
  }),
  'extra-1-private': EXTRA({
    de: '1 zusätzlicher Einzelkurs',
    fr: '1 cours individuel supplémentaire',
    es: '1 clase individual extra',
    ru: '1 дополнительное индивидуальное занятие',
  }),
  'extra-3-private': EXTRA({
    de: '3 zusätzliche Einzelkurse',
    fr: '3 cours individuels supplémentaires',
    es: '3 clases individuales extra',
    ru: '3 дополнительных индивидуальных занятия',
  }),
};
