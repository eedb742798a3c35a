import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { FunnelLandingScreen } from '../../../features/funnel/funnel-landing-screen.tsx';
import { GetStartedScreen } from '../../../features/funnel/get-started-screen.tsx';
import { SECTION_FUNNELS, type SectionFunnel } from '../../../features/funnel/section-funnels.ts';
import { SectionGate } from '../../../features/funnel/section-gate.tsx';
import { RegisterScreen } from '../../../features/identity/register-screen.tsx';
import { Access } from '../../../shared/routing/access.tsx';
import { readRegisterParams } from '../../../shared/routing/register-params.ts';
import { learnArea } from '../area-config.ts';

/** get-started opens at its first step, with whatever the link brought (a plan, a friend's code). */
export function GetStartedIndexPage() {
  const { locale } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`/${locale}/get-started/language${search}`} />;
}

/** get-started/{stepName}: the questions, then the register form with every answer kept. */
export function GetStartedPage() {
  const { t } = useTranslation('funnel');
  const { search } = useLocation();
  const params = readRegisterParams(new URLSearchParams(search));
  return (
    <GetStartedScreen
      account={(header) => (
        <Access level="public">
          <RegisterScreen
            login={learnArea.login}
            header={header}
            title={t('getStarted.account.title')}
            intro={t('getStarted.account.intro', { language: t(`sections.${params.section}`), level: params.level })}
          />
        </Access>
      )}
    />
  );
}

/** `{section}/{kind}-register[/{curriculum}]`: the form with the language and course fixed by the URL. */
export function SectionRegisterPage({ kind }: { kind: SectionFunnel }) {
  const { t } = useTranslation('funnel');
  return (
    <Access level="public">
      <SectionGate>
        {({ section, curriculum }) => {
          const language = t(`sections.${section}`);
          return (
            <RegisterScreen
              login={learnArea.login}
              preset={{ section, curriculum: curriculum?.id }}
              destination={SECTION_FUNNELS[kind].destination}
              title={t(`funnels.${kind}.title`, { language })}
              intro={t(`funnels.${kind}.intro`, { curriculum: curriculum?.name ?? t('funnels.course', { language }) })}
            />
          );
        }}
      </SectionGate>
    </Access>
  );
}

/** `{section}/m2m-signup`, `sprint-signup/{curriculum}`, `teams-signup`: the plan's landing. */
export function SectionSignupPage({ kind }: { kind: 'm2m' | 'sprint' | 'teams' }) {
  return <SectionGate>{(choice) => <FunnelLandingScreen kind={kind} choice={choice} />}</SectionGate>;
}

// One named page per route: lazyPage renders pages without props.
export const DirectRegisterPage = () => <SectionRegisterPage kind="direct" />;
export const M2mRegisterPage = () => <SectionRegisterPage kind="m2m" />;
export const SprintRegisterPage = () => <SectionRegisterPage kind="sprint" />;
export const TeamsRegisterPage = () => <SectionRegisterPage kind="teams" />;
export const M2mSignupPage = () => <SectionSignupPage kind="m2m" />;
export const SprintSignupPage = () => <SectionSignupPage kind="sprint" />;
export const TeamsSignupPage = () => <SectionSignupPage kind="teams" />;
