import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import type { Db } from '../../db/client.ts';
import { appointments, classes, lessons, modules, users } from '../../db/schema/index.ts';
import { PDF_BRAND, drawPdfLogo } from '../../lib/brand.ts';
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
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, timezone: users.timezone })
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
  return { name, timezone: student?.timezone ?? 'Europe/Berlin', classes: list };
}

function safe(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/[–—]/g, '-').replace(/[‘’]/g, "'")].map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/** The attended-classes record as PDF: date and time in the student's zone, lesson, teacher, duration. */
export async function renderAttendedClassesPdf(input: { name: string; timezone: string; classes: AttendedClass[]; now: Date }) {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`Attended classes - ${input.name}`);
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: input.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (value: string, x: number, size = 9, font = regular, color = PDF_BRAND.ink) =>
    page.drawText(safe(font, value), { x, y, size, font, color });
  const columns = [MARGIN, MARGIN + 105, MARGIN + 140, MARGIN + 370, MARGIN + 460];
  const header = () => {
    for (const [i, label] of ['Date and time', 'Level', 'Lesson', 'Teacher', 'Minutes'].entries())
      text(label, columns[i]!, 9, bold, PDF_BRAND.muted);
    y -= 16;
  };
  page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: PDF_BRAND.primary });
  drawPdfLogo(page, { bold }, A4[0] - MARGIN - 110, y - 14, 24);
  text(ISSUER.name, MARGIN, 12, bold);
  y -= 40;
  text('Attended classes', MARGIN, 20, bold, PDF_BRAND.primary);
  y -= 22;
  text(`${input.name} - times in ${input.timezone} - as of ${input.now.toISOString().slice(0, 10)}`, MARGIN, 10);
  y -= 16;
  const minutes = input.classes.reduce((sum, c) => sum + Math.round((c.endAt.getTime() - c.startAt.getTime()) / 60_000), 0);
  text(`${input.classes.length} classes attended, ${minutes} minutes in total`, MARGIN, 10);
  y -= 28;
  header();
  if (input.classes.length === 0) text('No attended classes yet.', MARGIN, 10);
  for (const c of input.classes) {
    if (y < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
      header();
    }
    text(when.format(c.startAt).replace(',', ''), columns[0]!);
    text(c.cefrLevel, columns[1]!);
    text(`${c.lessonNumber}. ${c.lessonTitle}`.slice(0, 48), columns[2]!);
    text(c.teacher.slice(0, 20), columns[3]!);
    text(String(Math.round((c.endAt.getTime() - c.startAt.getTime()) / 60_000)), columns[4]!);
    y -= 14;
  }
  return doc.save();
}
