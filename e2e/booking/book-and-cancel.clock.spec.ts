import {
  bookClass,
  bookingOptions,
  optionLinks,
  chooseGroupOption,
  coursePageOf,
  creditsOf,
  definition,
  expect,
  GraphqlError,
  groupOptionsWithin,
  inputOf,
  navLink,
  PATHS,
  signInBrowser,
  statusWith,
  submitLogin,
  TIME,
  test,
  urlOf,
  waitForEmail,
} from './booking-support.ts';

test.describe('booking and cancelling a class', () => {
  test('a new student books a class and cancels it within 30 minutes: the credit comes back', async ({
    page,
    buildStudent,
    buildCredits,
    holdClock,
  }) => {
    const student = await buildStudent({ firstName: 'Bea' });
    const [{ groupCredits: credits }] = await buildCredits([student.id], { amount: 3 });
    expect(credits).toBe(3);

    await page.goto('/en/login');
    await submitLogin(page, student.email, student.password);
    await expect(page).toHaveURL(urlOf(PATHS.today));
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(page.getByTestId('group-credits')).toHaveText(String(credits));

    // The course: the module the new student was placed in.
    const course = await coursePageOf(page.request);
    await navLink(page, 'My course').click();
    await expect(page.getByRole('heading', { name: `My course: ${course.module.name}`, level: 1 })).toBeVisible();

    // Book classes: the first group class on offer, then the preview with the rules.
    await navLink(page, 'Book classes').click();
    await expect(page.getByRole('heading', { name: 'Book classes', level: 1 })).toBeVisible();
    await chooseGroupOption(page);
    await expect(page.getByRole('heading', { name: 'Confirm your booking', level: 1 })).toBeVisible();
    await expect(page.getByText('Uses 1 group credit.')).toBeVisible();
    // From booking to cancelling, the 30-minute grace must hold: no other test moves the clock meanwhile.
    await holdClock();
    const lessonTitle = (await definition(page, 'Lesson').textContent())?.trim() ?? '';
    expect(lessonTitle).not.toBe('');

    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(statusWith(page, 'Class booked')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/account\/class\/details\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: lessonTitle, level: 1 })).toBeVisible();
    const classUid = new URL(page.url()).pathname.split('/').pop() ?? '';
    const detailsLink = page.locator(`a[href="${PATHS.classDetails(classUid)}"]`);
    const confirmation = await waitForEmail({ to: student.email, subject: `Booked: ${lessonTitle}` });
    expect(confirmation.text).toContain(PATHS.classDetails(classUid));

    // Today: the class is the next one (the student has no other), one credit fewer.
    await navLink(page, 'Today').click();
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('heading', { name: 'Your next class' })
        .or(page.getByRole('heading', { name: 'Upcoming classes' }))
        .first(),
    ).toBeVisible();
    await expect(detailsLink.first()).toBeVisible();
    await expect(page.getByText(lessonTitle).first()).toBeVisible();
    await expect(page.getByTestId('group-credits')).toHaveText(String(credits - 1));

    // My classes, Upcoming.
    await navLink(page, 'My classes').click();
    await expect(page).toHaveURL(urlOf(PATHS.classes('upcoming')));
    await expect(page.getByRole('link', { name: 'Upcoming', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(detailsLink).toBeVisible();
    await expect(detailsLink).toContainText(lessonTitle);

    // Cancel inside the 30 minutes: free.
    await detailsLink.click();
    await expect(page.getByRole('heading', { name: lessonTitle, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this class?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You booked less than 30 minutes ago, so cancelling is free.');
    await dialog.getByRole('button', { name: 'Yes, cancel class' }).click();
    await expect(statusWith(page, 'Class cancelled. Your credit has been returned.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const cancellation = await waitForEmail({ to: student.email, subject: `Cancelled: ${lessonTitle}` });
    expect(cancellation.text).toContain('Your credit has been refunded.');

    await navLink(page, 'Today').click();
    await expect(page.getByTestId('group-credits')).toHaveText(String(credits));
    await expect(detailsLink).toHaveCount(0);

    await navLink(page, 'My classes').click();
    await page.getByRole('link', { name: 'Cancelled', exact: true }).click();
    await expect(page).toHaveURL(urlOf(PATHS.classes('cancelled')));
    await expect(detailsLink).toBeVisible();
    await expect(detailsLink).toContainText('Cancelled by you');
    await page.getByRole('link', { name: 'Upcoming', exact: true }).click();
    await expect(page.getByText('No upcoming classes')).toBeVisible();
  });

  test('a too-late cancel warns that the credit is lost, and the credit is not returned', async ({
    page,
    buildStudent,
    studentApi,
    moveClock,
    resetClock,
  }) => {
    const student = await buildStudent({ firstName: 'Lara', group: 3 });
    const api = await studentApi(student);

    // A group class starting in less than 72 hours (an existing one with seats, else a new one 48-72 h ahead).
    const candidates = await groupOptionsWithin(api, 2, 70);
    expect(candidates.length, 'group classes on offer within 72 hours').toBeGreaterThan(0);

    // Book it 31 minutes in the server's past, so the 30-minute grace is over now. (Moving the
    // clock back for one request, rather than forward for the rest of the test, leaves the
    // access tokens of the tests running beside this one valid.)
    await moveClock(-31 * TIME.MINUTE_MS);
    let booked: Awaited<ReturnType<typeof bookClass>> | undefined;
    const refusals: string[] = [];
    try {
      for (const option of candidates.slice(0, 5)) {
        try {
          booked = await bookClass(api, inputOf(option));
          break;
        } catch (error) {
          // A seat taken by a parallel test meanwhile: the next candidate.
          if (!(error instanceof GraphqlError)) throw error;
          refusals.push(error.message);
        }
      }
    } finally {
      await resetClock();
    }
    if (!booked) throw new Error(`none of the candidate classes could be booked: ${refusals.join(' | ')}`);
    expect(booked.credits.groupCredits).toBe(2);
    expect(Date.parse(booked.class.startDate) - Date.now()).toBeLessThan(72 * TIME.HOUR_MS);

    await signInBrowser(page, student);
    await page.goto(PATHS.classDetails(booked.class.uid));
    await expect(page.getByRole('heading', { name: booked.class.lesson.title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this class?' });
    await expect(dialog).toContainText('You will lose the credit for this class, because it starts in less than 72 hours.');
    await expect(dialog).not.toContainText('cancelling is free');
    await dialog.getByRole('button', { name: 'Cancel anyway' }).click();
    await expect(statusWith(page, /^Class cancelled\.$/)).toBeVisible();
    await expect(statusWith(page, 'Your credit has been returned')).toHaveCount(0);
    const cancellation = await waitForEmail({ to: student.email, subject: `Cancelled: ${booked.class.lesson.title}` });
    expect(cancellation.text).toContain('so the credit is lost');

    await page.goto(PATHS.today);
    await expect(page.getByTestId('group-credits')).toHaveText('2');
    expect((await creditsOf(api)).groupCredits).toBe(2);
  });

  test('without credits, every time is marked and the preview disables Confirm and offers the trial', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Nico' });
    await signInBrowser(page, student);
    await page.goto(PATHS.booking);
    await expect(page.getByRole('heading', { name: 'Book classes', level: 1 })).toBeVisible();
    await expect(page.getByText('Not bookable: no group credits left').first()).toBeVisible();
    // No row is a link (the banner's "Choose a plan" is the only link with that word).
    await expect(optionLinks(page).filter({ hasNotText: 'Choose a plan' })).toHaveCount(0);

    const [option] = await bookingOptions(page.request, {
      from: new Date(Date.now() + 3 * TIME.DAY_MS),
      to: new Date(Date.now() + 8 * TIME.DAY_MS),
      type: 'group',
    });
    await page.goto(`/en/account/booking/preview?key=${encodeURIComponent(option.key)}`);
    await expect(page.getByRole('heading', { name: 'Confirm your booking', level: 1 })).toBeVisible();
    await expect(page.getByText('You have no credits of this type left.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    const blocked = page.getByTestId('booking-blocked');
    await expect(blocked).toContainText("You don't have enough credits to book this class.");
    await expect(blocked.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/en/account/store');
    await expect(blocked.getByRole('link', { name: 'Buy extra credits' })).toHaveCount(0);
    // Nothing was booked.
    await page.goto(PATHS.classes('upcoming'));
    await expect(page.getByText('No upcoming classes')).toBeVisible();
  });
});
