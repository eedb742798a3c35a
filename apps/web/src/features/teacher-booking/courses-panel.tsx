import type { ResultOf } from '../../shared/graphql/graphql.ts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { CourseDetails } from './course-details.tsx';
import { CourseResultDialog } from './course-result-dialog.tsx';
import {
  AVAILABLE_COURSES,
  BOOK_COURSE,
  type CourseAssignResult,
  type CourseState,
  MY_COURSES,
  SUBMIT_COURSE_FEEDBACK,
  TEACHER_BOOKING_TYPENAMES,
  type TeacherCourse,
} from './teacher-booking-documents.ts';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';

const PAGE = 10;
const STATE_TONES: Record<CourseState, BadgeTone> = { upcoming: 'info', active: 'success', ended: 'muted', feedback_required: 'warning' };

/** Courses a teacher books as a whole (000 §3 Teacher available course), and the teacher's own courses with their state. */
export function CoursesPanel() {
  const { t } = useTranslation('teacherBooking');
  const [limit, setLimit] = useState(PAGE);
  const available = useDataQuery({
    query: AVAILABLE_COURSES,
    variables: { limit, offset: 0 },
    context: TEACHER_BOOKING_TYPENAMES,
  });
  // "Show more" asks for a longer list: the shorter one stays on screen until it arrives.
  const lastAvailable = useRef<ResultOf<typeof AVAILABLE_COURSES>['availableCourses'] | undefined>(undefined);
  const current = dataOf(available.state)?.availableCourses;
  if (current) lastAvailable.current = current;
  const courses = lastAvailable.current;
  const mine = useDataQuery({ query: MY_COURSES, context: TEACHER_BOOKING_TYPENAMES }, (data) => data.teacherCourses.length === 0);
  const [booking, setBooking] = useState<TeacherCourse | null>(null);
  const [result, setResult] = useState<CourseAssignResult | null>(null);
  const [bookState, bookCourse] = useMutation(BOOK_COURSE);

  const book = async () => {
    if (!booking) return;
    const response = await bookCourse({ courseId: booking.id }, TEACHER_BOOKING_TYPENAMES);
    setBooking(null);
    if (response.data) setResult(response.data.bookCourse);
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="available-courses-heading" className="flex flex-col gap-4">
        <h2 id="available-courses-heading" className="text-xl font-semibold text-slate-900">
          {t('courses.available')}
        </h2>
        {/* First load: skeleton cards, or the error with Try again. */}
        {!courses ? (
          <QueryState query={available} skeleton={<Skeleton lines={2} barClassName="h-32 rounded-2xl" className="gap-4" />}>
            {() => null}
          </QueryState>
        ) : null}
        {courses && courses.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{t('courses.none')}</p>
        ) : null}
        <ul className="flex flex-col gap-4">
          {courses?.items.map((course) => (
            <li key={course.id} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
              <CourseDetails course={course} />
              <div>
                <Button onClick={() => setBooking(course)}>{t('courses.book')}</Button>
              </div>
            </li>
          ))}
        </ul>
        {/* More could not be had: the list stays, the error offers Try again. */}
        {courses && available.state.kind === 'error' ? <QueryState query={available}>{() => null}</QueryState> : null}
        {courses && courses.total > courses.items.length && available.state.kind !== 'error' ? (
          <Button variant="secondary" busy={available.fetching} onClick={() => setLimit(limit + PAGE)}>
            {t('courses.more')}
          </Button>
        ) : null}
      </section>

      <section aria-labelledby="my-courses-heading" className="flex flex-col gap-4">
        <h2 id="my-courses-heading" className="text-xl font-semibold text-slate-900">
          {t('courses.mine')}
        </h2>
        <QueryState
          query={mine}
          skeleton={<Skeleton lines={2} barClassName="h-24 rounded-2xl" className="gap-4" />}
          empty={<p className="text-slate-700">{t('courses.noneBooked')}</p>}
        >
          {(data) => (
            <ul className="flex flex-col gap-4">
              {data.teacherCourses.map((course) => (
                <li key={course.id} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
                  {course.state ? (
                    <div>
                      <Badge tone={STATE_TONES[course.state]}>{t(`courses.states.${course.state}`)}</Badge>
                    </div>
                  ) : null}
                  <CourseDetails course={course} />
                  {course.state === 'feedback_required' ? <CourseFeedbackForm courseId={course.id} /> : null}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>

      <Dialog
        open={booking !== null}
        onClose={() => setBooking(null)}
        title={t('courses.confirmTitle', { name: booking?.name ?? '' })}
        description={
          <>
            <p>{t('courses.confirmText', { count: booking?.classesCount ?? 0 })}</p>
            <p>{t('courses.confirmPolicy')}</p>
          </>
        }
        actions={
          <>
            <Button variant="ghost" onClick={() => setBooking(null)}>
              {t('common.cancel')}
            </Button>
            <Button busy={bookState.fetching} onClick={() => void book()}>
              {t('courses.confirmBook')}
            </Button>
          </>
        }
      />
      <CourseResultDialog result={result} onClose={() => setResult(null)} />
    </div>
  );
}

function CourseFeedbackForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('teacherBooking');
  // The one form mechanism (decision 030); a failure on no field is said under the feedback, the only field.
  const form = useForm({ feedback: '' }, { formErrorOf: () => t('common.changesNotSaved') });
  const [state, submit] = useMutation(SUBMIT_COURSE_FEEDBACK);
  const send = form.handleSubmit(async ({ feedback }) => {
    const result = await submit({ courseId, feedback }, TEACHER_BOOKING_TYPENAMES);
    if (!result.data) return result;
    notify('success', t('courses.feedbackSent'));
  });
  return (
    <form ref={form.formRef} className="flex flex-col gap-3" onSubmit={send} noValidate>
      <TextAreaField
        label={t('courses.feedbackLabel')}
        hint={t('courses.feedbackHint')}
        value={form.values.feedback}
        onValueChange={(value) => form.setField('feedback', value)}
        error={form.errors.feedback ?? form.formError ?? undefined}
      />
      <div>
        <Button type="submit" busy={state.fetching}>
          {t('courses.feedbackSubmit')}
        </Button>
      </div>
    </form>
  );
}
