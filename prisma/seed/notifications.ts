// Favourites, a broadcast, notifications about the demo student's reservations, support tickets.
import type { PrismaClient } from '../../api/src/core/db.js';
import type { Prisma } from '../../api/src/generated/prisma/client.js';
import { userId } from './accounts.js';
import { addDays, seedId } from './random.js';
import type { SeededReservation } from './reservations.js';

export async function seedNotificationsAndSupport(
  prisma: PrismaClient,
  reservations: SeededReservation[],
  publishedHostelIds: string[],
  today: Date,
) {
  const student = userId('demo-student');
  const owner = userId('demo-owner');
  const admin = userId('demo-admin');
  await prisma.favourite.createMany({
    data: publishedHostelIds
      .slice(0, 5)
      .map((hostelId) => ({ id: seedId(`favourite/${student}/${hostelId}`), userId: student, hostelId })),
    skipDuplicates: true,
  });
  const broadcastId = seedId('broadcast/welcome');
  await prisma.broadcast.createMany({
    data: [
      {
        id: broadcastId,
        authorId: admin,
        audience: 'ALL',
        title: 'Welcome to the new semester',
        body: 'Bookings for Semester 1 are open. Reserve early to get the room you want.',
        link: '/',
      },
    ],
    skipDuplicates: true,
  });
  const notifications: Prisma.NotificationCreateManyInput[] = [student, owner, admin].map((userId, i) => ({
    id: seedId(`notification/broadcast/${userId}`),
    userId,
    broadcastId,
    type: 'BROADCAST',
    category: 'ANNOUNCEMENTS' as const,
    subjectId: broadcastId,
    title: 'Welcome to the new semester',
    body: 'Bookings for Semester 1 are open. Reserve early to get the room you want.',
    link: '/',
    readAt: i === 2 ? new Date() : null,
  }));
  for (const res of reservations.filter((x) => x.studentId === student)) {
    const link = `/students/reservation/Details?id=${res.id}`;
    notifications.push({
      id: seedId(`notification/${res.id}/student`),
      userId: student,
      type: `RESERVATION_${res.status}`,
      category: 'RESERVATIONS',
      subjectId: res.id,
      title: `Reservation ${res.code}: ${res.status.toLowerCase()}`,
      body: `Your reservation ${res.code} is ${res.status.toLowerCase()}.`,
      link,
      readAt: res.status === 'COMPLETED' ? addDays(today, -1) : null,
    });
    if (res.status === 'PENDING') {
      notifications.push({
        id: seedId(`notification/${res.id}/owner`),
        userId: owner,
        type: 'RESERVATION_REQUESTED',
        category: 'RESERVATIONS',
        subjectId: res.id,
        title: `New request ${res.code}`,
        body: 'A student asked for beds. Accept or decline within 48 hours.',
        link: '/dashboard/reservation/component/pending',
      });
    }
  }
  await prisma.notification.createMany({ data: notifications, skipDuplicates: true });

  const tickets = [
    {
      key: 'payment',
      requesterId: student,
      subject: 'I was charged but the reservation still says accepted',
      category: 'PAYMENT' as const,
      status: 'OPEN' as const,
      createdAt: addDays(today, -1),
      lastMessageAt: addDays(today, -1),
    },
    {
      key: 'listing',
      requesterId: owner,
      subject: 'How long does listing review take?',
      category: 'LISTING' as const,
      status: 'RESOLVED' as const,
      assigneeId: admin,
      // Answered and resolved a day after it was opened: the queue's averages have something to show.
      createdAt: addDays(today, -3),
      firstAnsweredAt: addDays(today, -2),
      resolvedAt: addDays(today, -2),
      lastMessageAt: addDays(today, -2),
    },
  ];
  await prisma.supportTicket.createMany({
    data: tickets.map(({ key, ...t }) => ({ id: seedId(`ticket/${key}`), ...t })),
    skipDuplicates: true,
  });
  await prisma.supportMessage.createMany({
    data: [
      {
        id: seedId('ticket-message/payment/0'),
        ticketId: seedId('ticket/payment'),
        authorId: student,
        body: 'The payment went through on my card yesterday. Can you check?',
      },
      {
        id: seedId('ticket-message/listing/0'),
        ticketId: seedId('ticket/listing'),
        authorId: owner,
        body: 'I submitted my hostel two days ago.',
      },
      {
        id: seedId('ticket-message/listing/1'),
        ticketId: seedId('ticket/listing'),
        authorId: admin,
        body: 'Reviews take up to three working days. Yours is approved now.',
      },
    ],
    skipDuplicates: true,
  });
}
