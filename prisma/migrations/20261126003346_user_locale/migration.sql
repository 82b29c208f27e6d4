-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" TEXT;

-- A language tag (BCP 47) is at most a few dozen characters.
ALTER TABLE "User" ADD CONSTRAINT "User_locale_length" CHECK (char_length("locale") <= 35);
