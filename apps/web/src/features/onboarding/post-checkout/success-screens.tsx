import CheckCircle from 'lucide-react/icons/circle-check';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { type PostCheckoutPath, PostCheckoutFrame, usePathTo } from './post-checkout-frame.tsx';

/** A short confirmation between two steps (001 §2: learning-goals/success, .../thanks): what the answer is for, then on. */
function SuccessPage({ messageKey, next }: { messageKey: string; next: PostCheckoutPath }) {
  const { t } = useTranslation('postCheckout');
  const pathTo = usePathTo();
  return (
    <PostCheckoutFrame title={t(`${messageKey}.title`)}>
      <div className="flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
        <CheckCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <p>{t(`${messageKey}.body`)}</p>
      </div>
      <Link to={pathTo(next)} className={buttonClass('primary', 'self-start')} data-testid="post-checkout-next">
        {t('continue')}
      </Link>
    </PostCheckoutFrame>
  );
}

export const LearningGoalsSuccessScreen = () => <SuccessPage messageKey="goalsSuccess" next="learningFocusArea" />;
export const LearningFocusAreaSuccessScreen = () => <SuccessPage messageKey="focusSuccess" next="languagesYouSpeak" />;
export const LanguagesYouSpeakThanksScreen = () => <SuccessPage messageKey="languagesThanks" next="preferredTimeSlots" />;
export const SuccessLanguageChangeScreen = () => <SuccessPage messageKey="languageChanged" next="learningGoals" />;
