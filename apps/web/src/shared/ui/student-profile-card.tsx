import UserRound from 'lucide-react/icons/user-round';
import { useTranslation } from 'react-i18next';
import { languageName } from '../i18n/language-name.ts';
import { useLocale } from '../routing/use-locale.ts';

/** What a student shows their teachers (account/profile; the teacher's class page): one shape for both. */
export interface StudentPublicProfile {
  firstName: string;
  shortName: string;
  photo: string | null;
  aboutMe: string | null;
  spokenLanguages: readonly { language: string; proficiency: string }[];
  level: string | null;
  sublevel: number | null;
  learningLanguage: string | null;
}

/**
 * A student's public profile: photo, name, level in the language they learn, about me and the
 * languages they speak. The student's own profile page and the teacher app render this same card.
 */
export function StudentProfileCard({ profile, headingLevel = 2 }: { profile: StudentPublicProfile; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const level = profile.level ? `${profile.level}${profile.sublevel ? `.${profile.sublevel}` : ''}` : null;
  return (
    <article className="flex flex-col gap-4" data-testid="student-profile-card">
      <div className="flex items-center gap-4">
        {profile.photo ? (
          <img src={profile.photo} alt="" className="size-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
            <UserRound className="size-8" />
          </span>
        )}
        <div>
          <Heading className="text-lg font-semibold text-slate-900">{profile.shortName}</Heading>
          {profile.learningLanguage && level ? (
            <p className="text-sm text-slate-700">{t('studentProfile.learns', { language: profile.learningLanguage, level })}</p>
          ) : null}
        </div>
      </div>
      <div>
        <p className="text-sm font-semibold text-slate-900">{t('studentProfile.aboutMe')}</p>
        <p className="mt-1 whitespace-pre-line text-slate-800">{profile.aboutMe ?? t('studentProfile.noAboutMe')}</p>
      </div>
      <div>
        <p className="text-sm font-semibold text-slate-900">{t('studentProfile.speaks')}</p>
        {profile.spokenLanguages.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-2">
            {profile.spokenLanguages.map((l) => (
              <li key={l.language} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {languageName(l.language, locale)} · {l.proficiency === 'Native' ? t('studentProfile.native') : l.proficiency}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-700">{t('studentProfile.noLanguages')}</p>
        )}
      </div>
    </article>
  );
}
