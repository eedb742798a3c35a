import { AREAS, expect, expectNoSeriousA11yViolations, extractLink, graphql, submitLogin, test, urlOf, waitForEmail } from '../fixtures.ts';

test.describe('the back office', () => {
  test('an admin finds a new student and grants credits; the balance shows at once', async ({ page, loginAs, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Greta' });
    await loginAs(page, 'admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Students', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
    await page.getByLabel('Name, e-mail or student number').fill(student.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: student.email });
    await expect(row.getByTestId('student-group-credits')).toHaveText('0');

    await row.getByRole('button', { name: `Grant credits to ${student.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant credits to Greta' });
    await dialog.getByLabel('Number of credits').fill('4');
    await dialog.getByRole('button', { name: 'Grant credits' }).click();
    // The contract's message (grantCreditsInput), under the field it concerns.
    await expect(dialog.getByText('Please give a reason of at least 3 characters.')).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Reason').fill('Welcome gift');
    await dialog.getByRole('button', { name: 'Grant credits' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('student-group-credits')).toHaveText('4');
  });

  test('an admin adds a teacher, who sets a password from the invitation and logs in to the first-login steps', async ({
    page,
    browser,
    loginAs,
    baseURL,
  }) => {
    const email = `e2e-new-teacher-${Date.now().toString(36)}@example.com`;
    await loginAs(page, 'admin');
    await page.goto('/admin/en/teachers/invite');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('First name').fill('Ingrid');
    await page.getByLabel('Last name').fill('Holm');
    await page.getByLabel('German').check();
    // New teachers go through the first-login steps unless the admin unticks it.
    await expect(page.getByLabel('Send through the first-login steps')).toBeChecked();
    await page.getByRole('button', { name: 'Add teacher' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Teacher ${email} added` })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('English, German');

    const mail = await waitForEmail({ to: email, subject: 'Your Parla teacher account' });
    const link = extractLink(mail.text, '/resetting/reset/');
    expect(link.startsWith(`${baseURL}/teacher/en/resetting/reset/`), link).toBe(true);
    // The teacher in a browser of their own: the admin's context keeps the admin session.
    const teacherContext = await browser.newContext({ baseURL });
    const teacherPage = await teacherContext.newPage();
    await teacherPage.goto(link);
    const password = 'Fjord-Lantern-Quill-2027';
    await teacherPage.getByLabel('New password', { exact: true }).fill(password);
    await teacherPage.getByLabel('Repeat new password', { exact: true }).fill(password);
    await teacherPage.getByRole('button', { name: 'Save new password' }).click();
    await expect(teacherPage).toHaveURL(urlOf(AREAS.teacher.login));
    await submitLogin(teacherPage, email, password);
    await expect(teacherPage).toHaveURL(/\/teacher\/en\/onboarding\/profile$/);
    await expect(teacherPage.getByRole('heading', { level: 1, name: 'Set up your teaching account' })).toBeVisible();
    await teacherContext.close();
  });

  test('an admin staffs a class a student opened; the class is then confirmed', async ({
    page,
    loginAs,
    buildTeacher,
    buildClass,
    adminApi,
  }) => {
    const teacher = await buildTeacher({ firstName: 'Stellan', lastName: 'Berg' });
    // A class a fresh student opened four days ahead, without a teacher.
    const booked = await buildClass({ daysAhead: 4 });

    await loginAs(page, 'admin');
    await page.goto(`/admin/en/classes/${booked.uid}`);
    await expect(page.getByRole('heading', { name: booked.lessonTitle, level: 1 })).toBeVisible();
    await expect(page.getByTestId('class-teacher')).toHaveText('No teacher yet');
    const item = page.getByRole('form', { name: 'Assign a teacher' });
    await item.getByLabel('Teacher').selectOption({ label: 'Stellan Berg' });
    await item.getByRole('button', { name: 'Assign' }).click();
    // A new teacher has published no availability: the teaching rules refuse, and the admin sees why.
    await expect(item.getByRole('alert')).toHaveText('Can not assign the class: the teacher is not available at this time.');
    await item.getByLabel('Assign anyway: override the teaching rules').check();
    await item.getByRole('button', { name: 'Assign' }).click();
    // The contract's rule (assignTeacherInput), under the field it concerns, before anything is sent.
    await expect(item.getByText('Please give a reason for overriding the teaching rules.')).toBeVisible();
    await expect(item.getByLabel('Reason for the override')).toHaveAttribute('aria-invalid', 'true');
    await item.getByLabel('Reason for the override').fill('Stellan covers this week; availability follows.');
    await item.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Teacher assigned.' })).toBeVisible();

    const data = await graphql<{ adminClasses: { uid: string; teacherId: string | null }[] }>(
      adminApi,
      'query($from: DateTime!, $to: DateTime!) { adminClasses(from: $from, to: $to, unstaffedOnly: false) { uid teacherId } }',
      { from: booked.startDate, to: booked.endDate },
    );
    expect(data.adminClasses.find((c) => c.uid === booked.uid)?.teacherId).toBe(teacher.id);
  });
});

test('the back office pages have no serious accessibility violations', async ({ page, loginAs }) => {
  await loginAs(page, 'admin');
  for (const [path, heading] of [
    ['/admin/en/students', 'Students'],
    ['/admin/en/classes', 'Classes'],
    ['/admin/en/teachers', 'Teachers'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText('Loading').first()).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  }
});
