import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { Db } from '../../db/client.ts';
import { appointments, classes, lessons, modules, users } from '../../db/schema/index.ts';
import { PDF_BRAND, drawPdfLogo } from '../../lib/brand.ts';
import { documentLanguage } from '../../lib/document-i18n.ts';
import { embedPdfFonts, fitText } from '../../lib/pdf-fonts.ts';
import { ISSUER } from '../commerce/invoices/invoices.service.ts';

export interface AttendedClass {
  startAt: Date;
  endAt: Date;
  cefrLevel: string;
  lessonNumber: number;
  lessonTitle: string;
  teacher: string;
}

/** Every class the student attended, oldest first (001 §7 attended-classes.pdf). */
export async function attendedClassesOf(db: Db, studentId: string) {
  const teachers = alias(users, 'teachers');
  const [student] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, timezone: users.timezone, locale: users.locale })
    .from(users)
    .where(eq(users.id, studentId))
    .limit(1);
  const rows = await db
    .select({
      startAt: classes.startAt,
      endAt: classes.endAt,
      cefrLevel: modules.cefrLevelName,
      lessonNumber: lessons.number,
      lessonTitle: lessons.title,
      teacherFirst: teachers.firstName,
      teacherLast: teachers.lastName,
    })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .leftJoin(teachers, eq(teachers.id, classes.teacherId))
    .where(and(eq(appointments.studentId, studentId), eq(appointments.attendance, 'attended')))
    .orderBy(asc(classes.startAt));
  const name = `${student?.firstName ?? ''} ${student?.lastName ?? ''}`.trim() || (student?.email ?? '');
  const list: AttendedClass[] = rows.map((r) => ({
    startAt: r.startAt,
    endAt: r.endAt,
    cefrLevel: r.cefrLevel,
    lessonNumber: r.lessonNumber,
    lessonTitle: r.lessonTitle,
    teacher: `${r.teacherFirst ?? ''} ${r.teacherLast ?? ''}`.trim() || '-',
  }));
  return { name, timezone: student?.timezone ?? 'Europe/Berlin', locale: student?.locale ?? 'en', classes: list };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/**
 * The attended-classes record as PDF: date and time in the student's zone, lesson, teacher, duration;
 * the fixed words, dates and counts in the student's saved locale (issue 21).
 */
export async function renderAttendedClassesPdf(input: {
  name: string;
  timezone: string;
  locale: string;
  classes: AttendedClass[];
  now: Date;
}) {
  const { t, date, dateTime, number, tag } = documentLanguage(input.locale);
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedPdfFonts(doc);
  doc.setTitle(t('attendedClasses.documentTitle', { name: input.name }));
  doc.setLanguage(tag);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (value: string, x: number, size = 9, font = regular, color = PDF_BRAND.ink) =>
    page.drawText(value, { x, y, size, font, color });
  const columns = [MARGIN, MARGIN + 105, MARGIN + 155, MARGIN + 345, MARGIN + 445, A4[0] - MARGIN];
  const labels = ['dateTime', 'level', 'lesson', 'teacher', 'minutes'] as const;
  /** A cell cut to its column. */
  const cell = (value: string, index: number, font = regular) =>
    text(fitText(font, value, 9, columns[index + 1]! - columns[index]! - 6), columns[index]!, 9, font);
  const header = () => {
    labels.forEach((label, i) => {
      text(
        fitText(bold, t(`attendedClasses.columns.${label}`), 9, columns[i + 1]! - columns[i]! - 6),
        columns[i]!,
        9,
        bold,
        PDF_BRAND.muted,
      );
    });
    y -= 16;
  };
  const minutesOf = (c: AttendedClass) => Math.round((c.endAt.getTime() - c.startAt.getTime()) / 60_000);
  page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: PDF_BRAND.primary });
  drawPdfLogo(page, { bold }, A4[0] - MARGIN - 110, y - 14, 24);
  text(ISSUER.name, MARGIN, 12, bold);
  y -= 40;
  text(t('attendedClasses.heading'), MARGIN, 20, bold, PDF_BRAND.primary);
  y -= 22;
  text(t('attendedClasses.subtitle', { name: input.name, timeZone: input.timezone, date: date(input.now, input.timezone) }), MARGIN, 10);
  y -= 16;
  const minutes = input.classes.reduce((sum, c) => sum + minutesOf(c), 0);
  const summary = t('attendedClasses.summary', {
    classes: t('attendedClasses.classes', { count: input.classes.length }),
    minutes: t('attendedClasses.minutes', { count: minutes }),
  });
  text(summary, MARGIN, 10);
  y -= 28;
  header();
  if (input.classes.length === 0) text(t('attendedClasses.empty'), MARGIN, 10);
  for (const c of input.classes) {
    if (y < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
      header();
    }
    cell(dateTime(c.startAt, input.timezone), 0);
    cell(c.cefrLevel, 1);
    cell(`${c.lessonNumber}. ${c.lessonTitle}`, 2);
    cell(c.teacher, 3);
    cell(number(minutesOf(c)), 4);
    y -= 14;
  }
  return doc.save();
}
