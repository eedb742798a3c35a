/**
 * The FAQ's structure: groups, their questions (texts in `legal:faq.questions.<id>`) and the
 * page each answer points to. Paths are route patterns (`buildPath` fills the locale); a hash
 * names a section of the terms or the privacy policy.
 */
export interface FaqLink {
  path: string;
  hash?: string;
  /** Key under `legal:faq.links`. */
  label: string;
}

export interface FaqGroup {
  id: string;
  questions: { id: string; link?: FaqLink }[];
}

const terms = (hash: string): FaqLink => ({ path: '/:locale/terms', hash, label: 'terms' });
const privacy = (hash: string): FaqLink => ({ path: '/:locale/privacy', hash, label: 'privacy' });

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'gettingStarted',
    questions: [
      { id: 'whatIsParla', link: { path: '/:locale/register', label: 'register' } },
      { id: 'whoCanJoin', link: terms('contract') },
      { id: 'freeTrial', link: terms('trial') },
      { id: 'whichLevel', link: { path: '/:locale/register', label: 'register' } },
    ],
  },
  {
    id: 'classes',
    questions: [
      { id: 'classSize', link: terms('products') },
      { id: 'howToBook', link: terms('booking') },
      { id: 'cancelClass', link: terms('cancellation') },
      { id: 'lateArrival', link: terms('booking') },
      { id: 'teacherAbsent', link: terms('teacher-absence') },
      { id: 'privateClasses', link: terms('credits') },
    ],
  },
  {
    id: 'payments',
    questions: [
      { id: 'creditValidity', link: terms('credits') },
      { id: 'paymentMethods', link: terms('payment') },
      { id: 'withdrawal', link: terms('withdrawal') },
      { id: 'referral', link: terms('referral') },
    ],
  },
  {
    id: 'subscriptions',
    questions: [
      { id: 'renewal', link: terms('term') },
      { id: 'pause', link: terms('pause') },
      { id: 'cancelPlan', link: terms('termination') },
      { id: 'priceChange', link: terms('prices') },
    ],
  },
  {
    id: 'technical',
    questions: [{ id: 'browser' }, { id: 'recording', link: privacy('classroom') }],
  },
  {
    id: 'account',
    questions: [
      { id: 'dataExport', link: privacy('rights') },
      { id: 'closeAccount', link: privacy('retention') },
    ],
  },
];

/** The URL fragment of a question: `cancelClass` -> `cancel-class`. */
export function faqAnchor(id: string): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
