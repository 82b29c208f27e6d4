-- The new-message e-mail job (modules/messaging/message-email.job.ts) looks each minute for
-- conversations with a message newer than what a side read or was mailed. Only those are in this
-- index, so the look-up reads a handful of rows instead of every conversation.
CREATE INDEX "Conversation_unmailed_idx" ON "Conversation" (id)
  WHERE "lastMessageAt" > GREATEST(COALESCE("ownerReadAt", '-infinity'), COALESCE("ownerMailedThrough", '-infinity'))
     OR "lastMessageAt" > GREATEST(COALESCE("studentReadAt", '-infinity'), COALESCE("studentMailedThrough", '-infinity'));
