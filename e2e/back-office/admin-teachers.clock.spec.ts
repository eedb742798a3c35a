import type { APIRequestContext } from '@playwright/test';
import { apiSession, checkScreens, expect, graphql, test, uniqueEmail } from '../fixtures.ts';
import { pdf } from '../teacher-account/teacher-account-support.ts';

// The back office's teacher pages (issue 19 "Teachers", decision 099). A clock spec: the appeal
// needs a real late cancellation (10 hours before the class, long after the 30 free minutes).

const HOUR_MS = 3_600_000;

test('the demo admin decides an appeal and an hour request, accepts an application, adds a pay line and deactivates a teacher', async ({
  page,
  playwright,
  baseURL,
  loginAs,
  buildTeacher,
  buildClass,
  buildStaffedClass,
  moveClock,
  api,
}) => {
  test.setTimeout(240_000);
  // A teacher with a late cancellation, its 7-day penalty appealed, and a teaching-hour request.
  const penny = await buildTeacher({ firstName: 'Penny', sections: ['english'] });
  const klass = await buildClass({ lessonIndex: 1, daysAhead: 3 });
  const pennyApi: APIRequestContext = await apiSession(playwright, baseURL, '/teacher/login_check', penny);
  await graphql(pennyApi, 'mutation E2eCommit($uid: ID!) { commitToClass(classUid: $uid) { uid } }', { uid: klass.uid });
  const moved = await moveClock(0);
  await moveClock(Date.parse(klass.startDate) - Date.parse(moved.now) - 10 * HOUR_MS);
  await graphql(pennyApi, 'mutation E2eCancel($uid: ID!) { cancelClassCommitment(classUid: $uid, reason: emergency) { penaltyUntil } }', {
    uid: klass.uid,
  });
  await graphql(pennyApi, 'mutation E2eAppeal($reason: String!) { submitPenaltyAppeal(reason: $reason) { isAppealInProgress } }', {
    reason: 'My daughter was taken to hospital that morning; I cancelled as soon as I knew I could not teach.',
  });
  const now = await moveClock(0);
  const requestDate = new Date(Date.parse(now.now) + 6 * 24 * HOUR_MS).toISOString().slice(0, 10);
  await graphql(pennyApi, 'mutation E2eHours($input: RequestTeachingHoursInput!) { requestTeachingHours(input: $input) { id } }', {
    input: { date: requestDate, slotSize: 'whole_day', note: 'I can teach all day.' },
  });
  await pennyApi.dispose();

  // An application from the public form.
  const applicantEmail = uniqueEmail('applicant');
  const submitted = await api.post('/api/teacher-applications', {
    multipart: {
      application: JSON.stringify({
        firstName: 'Aurelia',
        lastName: 'Stone',
        email: applicantEmail,
        phone: '+49 1512 3456789',
        countryOfResidence: 'DE',
        languageToTeach: 'german',
        aboutMe: 'I am a German teacher from Leipzig with a passion for conversation classes and cultural topics.',
        teachingExperience: 'more_than_24_months',
        spokenLanguages: [{ language: 'German', fluency: 'Native' }],
        heardFrom: 'job_ad',
        heardFromWebsite: 'stepstone.de',
        motivation: 'I want to reach motivated adult learners online and work with a structured, modern curriculum.',
        consentOwnSchedule: true,
        consentDataProcessing: true,
        locale: 'en',
      }),
      cv: pdf('CV Aurelia Stone.pdf'),
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);

  // A teacher with a committed class and booked students, to deactivate.
  const staffed = await buildStaffedClass({ daysAhead: 4 });

  await loginAs(page, 'admin');

  // Appeals: accept Penny's with a note.
  await page.goto('/admin/en/teachers/appeals');
  await expect(page.getByRole('heading', { name: 'Penalty appeals', level: 1 })).toBeVisible();
  const appeal = page.getByTestId('penalty-appeal').filter({ hasText: penny.email });
  await expect(appeal).toContainText('My daughter was taken to hospital');
  await checkScreens(page, 'admin-teacher-appeals');
  await appeal.getByRole('button', { name: /^Accept the appeal of Penny/ }).click();
  const acceptDialog = page.getByRole('dialog', { name: 'Accept the appeal?' });
  await acceptDialog.getByLabel('Note (optional)').fill('Emergency confirmed by phone.');
  await acceptDialog.getByRole('button', { name: 'Accept' }).click();
  await expect(acceptDialog).toBeHidden();
  await expect(appeal).toHaveCount(0);
  await page.getByRole('radio', { name: 'Accepted' }).check();
  await expect(page.getByTestId('penalty-appeal').filter({ hasText: penny.email })).toContainText('Emergency confirmed by phone.');

  // Teaching-hour requests: schedule Penny's.
  await page.getByRole('link', { name: 'Teaching-hour requests' }).click();
  await expect(page.getByRole('heading', { name: 'Teaching-hour requests', level: 1 })).toBeVisible();
  const request = page.getByTestId('hour-request').filter({ hasText: penny.email });
  await checkScreens(page, 'admin-teacher-hour-requests');
  await request.getByRole('button', { name: /^Schedule the request of Penny/ }).click();
  await expect(request).toHaveCount(0);

  // Applications: review and accept, which invites the applicant.
  await page.getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Teacher applications', level: 1 })).toBeVisible();
  await checkScreens(page, 'admin-teacher-applications');
  await page.getByRole('link', { name: 'Review Aurelia Stone' }).click();
  await expect(page.getByRole('heading', { name: 'Aurelia Stone', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /CV Aurelia Stone\.pdf/ })).toBeVisible();
  await checkScreens(page, 'admin-teacher-application');
  await page.getByRole('button', { name: 'Accept and invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Accept Aurelia Stone?' });
  await invite.getByRole('button', { name: 'Accept and invite' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByRole('link', { name: 'Open the teacher page' })).toBeVisible();

  // The teacher list: find the staffed class's teacher, add a pay line, deactivate.
  await page.getByRole('link', { name: 'All applications' }).click();
  await page.getByRole('link', { name: 'Teachers', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Teachers', level: 1 })).toBeVisible();
  await page.getByLabel('Search by name, e-mail or teacher ID').fill(staffed.teacher.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await checkScreens(page, 'admin-teacher-list');
  await page.getByRole('row').filter({ hasText: staffed.teacher.email }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Pay', level: 2 })).toBeVisible();
  await expect(page.getByText('1 committed class to come')).toBeVisible();
  await page.getByLabel(/^Amount/).fill('25');
  await page.getByLabel('Description').fill('Thank-you bonus for covering a class');
  await page.getByRole('button', { name: 'Add the line' }).click();
  await expect(page.getByText("The line is added to this month's invoice.")).toBeVisible();
  await expect(page.getByTestId('teacher-invoice').first()).toContainText('Running month');
  await checkScreens(page, 'admin-teacher-page');
  await page.getByRole('button', { name: 'Deactivate this teacher' }).click();
  const confirm = page.getByRole('dialog', { name: /^Deactivate / });
  await expect(confirm).toContainText('1 committed class will be released');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/This teacher was deactivated on/)).toBeVisible();
  await expect(page.getByText('0 committed classes to come')).toBeVisible();
});
