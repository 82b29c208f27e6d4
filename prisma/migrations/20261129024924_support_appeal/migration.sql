-- AlterEnum
ALTER TYPE "TicketCategory" ADD VALUE 'APPEAL';
