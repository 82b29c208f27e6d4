-- CreateIndex
CREATE INDEX "RoomNight_roomTypeId_freeBeds_night_idx" ON "RoomNight"("roomTypeId", "freeBeds", "night");
