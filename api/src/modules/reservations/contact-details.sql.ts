// The contact-details rule (contact-details.ts) as SQL: for statements that judge it per row, and
// for a batch of student-hostel pairs at once.
import type { SqlQuery } from '../../core/db.js';
import { Prisma } from '../../generated/prisma/client.js';
import { pairKey, type StudentAtHostel } from './contact-details.js';

/**
 * SQL: contact details flow freely between a student and a hostel's owner once the student has a
 * PAID (or COMPLETED) reservation at that hostel.
 */
export const contactsOpenSql = (studentId: Prisma.Sql, hostelId: Prisma.Sql) => Prisma.sql`EXISTS (
  SELECT 1 FROM "Reservation" paid WHERE paid."studentId" = ${studentId} AND paid."hostelId" = ${hostelId}
    AND paid.status IN ('PAID', 'COMPLETED'))`;

/** The pairs (as `pairKey`) between whom contact details flow freely. */
export async function contactsOpenPairs(sql: SqlQuery, pairs: StudentAtHostel[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await sql<StudentAtHostel>(Prisma.sql`
    SELECT p."studentId", p."hostelId"
    FROM unnest(${pairs.map((p) => p.studentId)}::uuid[], ${pairs.map((p) => p.hostelId)}::uuid[])
      AS p("studentId", "hostelId")
    WHERE ${contactsOpenSql(Prisma.sql`p."studentId"`, Prisma.sql`p."hostelId"`)}`);
  return new Set(rows.map(pairKey));
}
