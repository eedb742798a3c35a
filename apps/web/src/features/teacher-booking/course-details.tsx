import { useTranslation } from 'react-i18next';
import type { TeacherCourse } from './teacher-booking-documents.ts';
import { formatMoney } from './teacher-week.ts';
import { useTeacherTime } from './use-teacher-time.ts';

/** The fields of 000 §3 Teacher available course, as a definition list. */
export function CourseDetails({ course }: { course: TeacherCourse }) {
  const { t } = useTranslation('teacherBooking');
  const time = useTeacherTime();
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const times = course.courseTimes.map((ct) => `${t(`weekdays.${ct.dayOfWeek}`)} ${hour(ct.hour)}`).join(', ');
  const rows: [string, string][] = [
    [t('courses.dates'), t('courses.dateRange', { from: time.date(course.startDate), to: time.date(course.endDate) })],
    [t('courses.times'), t('courses.timesValue', { times, timeZone: course.timezone })],
    [t('courses.classes'), String(course.classesCount)],
    [t('courses.students'), String(course.studentsCount)],
    [t('courses.modules'), course.courseModules.map((m) => m.name).join(', ')],
    [t('courses.type'), `${t(`types.${course.courseType}`)} · ${course.businessModelType}`],
    [t('courses.material'), course.material],
    [t('courses.feedback'), course.feedbackRequired ? t('courses.feedbackRequired') : t('courses.feedbackNotRequired')],
  ];
  if (course.holidays.length > 0) {
    rows.push([t('courses.holidays'), course.holidays.map((h) => `${time.date(h.date)} (${h.name})`).join(', ')]);
  }
  if (course.price)
    rows.push([
      t('courses.price'),
      t('courses.priceValue', { amount: formatMoney(course.price.cents, course.price.currency, time.locale) }),
    ]);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{course.name}</h3>
        <p className="text-sm text-slate-700">{course.section.name}</p>
        {course.description ? <p className="mt-1 text-slate-800">{course.description}</p> : null}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm smw:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-900">{term}</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
