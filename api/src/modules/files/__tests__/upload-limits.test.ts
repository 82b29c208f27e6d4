import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runJobs } from '../../../core/jobs.js';
import { createLogger } from '../../../core/logger.js';
import { signUpUser, startTestApi, type TestApi } from '../../../test/harness.js';
import { ok, signUpAdmin, type TestUser } from '../../hostels/__tests__/fixtures.js';
import { deleteUnattachedUploads } from '../file.jobs.js';
import { imageWithMetadata } from './fixtures.js';
import { FILE_FIELDS, uploadRequest, type UploadedFile } from './http.js';

const UPLOAD_IMAGE = `mutation ($file: Upload!) { uploadImage(file: $file) { ${FILE_FIELDS} } }`;
const UPLOAD_IMAGES = `mutation ($files: [Upload!]!) { uploadImages(files: $files) { ${FILE_FIELDS} } }`;
const SET = `mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { uploadsPerUserPerDay } }`;
const AVATAR = `mutation($id: ID!) { updateMyProfile(input: { avatarFileId: $id }) { id } }`;
const HOUR = 3_600_000;

describe('upload limits', () => {
  let api: TestApi;
  let admin: TestUser;
  let image: Buffer;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signUpAdmin(api);
    image = await imageWithMetadata('png', 8, 8);
  });
  afterAll(() => api.close());

  const part = () => ({ bytes: image, name: 'photo.png', type: 'image/png' });
  const upload = (token: string) =>
    uploadRequest<{ uploadImage: UploadedFile }>(api, UPLOAD_IMAGE, 'file', [part()], token);

  it('counts every file a user uploads in a day, and refuses past the limit', async () => {
    ok(await api.gql(SET, { input: { uploadsPerUserPerDay: 3 } }, admin.idToken));
    const [user, other] = await Promise.all([signUpUser(api, 'OWNER'), signUpUser(api, 'OWNER')]);
    const batch = await uploadRequest(api, UPLOAD_IMAGES, 'files', [part(), part()], user.idToken);
    assert.equal(batch.body.errors, undefined, JSON.stringify(batch.body.errors));
    assert.ok((await upload(user.idToken)).body.data?.uploadImage);
    const refused = await upload(user.idToken);
    const error = refused.body.errors?.[0];
    assert.equal(error?.extensions?.code, 'RATE_LIMITED');
    const retryAfter = error?.extensions?.retryAfter as number;
    assert.ok(retryAfter > 0 && retryAfter <= 86_400, String(retryAfter));
    assert.equal(await api.db.prisma.file.count({ where: { uploaderId: user.userId } }), 3);
    assert.ok((await upload(other.idToken)).body.data?.uploadImage);
  });

  it('deletes uploads never attached to anything after 24 hours, rows and stored objects', async () => {
    ok(await api.gql(SET, { input: { uploadsPerUserPerDay: 100 } }, admin.idToken));
    const user = await signUpUser(api, 'STUDENT');
    const stored: UploadedFile[] = [];
    for (let i = 0; i < 3; i++) stored.push((await upload(user.idToken)).body.data!.uploadImage);
    const [avatar, loose, late] = stored as [UploadedFile, UploadedFile, UploadedFile];
    ok(await api.gql(AVATAR, { id: avatar.id }, user.idToken));
    const job = deleteUnattachedUploads(api.services.storage);
    const logger = createLogger(api.config);
    const onDisk = (file: UploadedFile) =>
      existsSync(path.join(api.config.storage.localDir, file.storagePath));
    const rows = async () =>
      (await api.db.prisma.file.findMany({ where: { uploaderId: user.userId }, select: { id: true } }))
        .map((row) => row.id)
        .sort();

    const uploadedAt = Math.max(...stored.map((file) => Date.parse(file.createdAt)));
    await runJobs(api.db, [job], logger, new Date(uploadedAt + 24 * HOUR - 1000));
    assert.deepEqual(await rows(), stored.map((file) => file.id).sort());

    // `late` was made later than the others: it keeps its own 24 hours.
    await api.db.prisma.file.update({
      where: { id: late.id },
      data: { createdAt: new Date(uploadedAt + HOUR) },
    });
    await runJobs(api.db, [job], logger, new Date(uploadedAt + 24 * HOUR + 1000));
    assert.deepEqual(await rows(), [avatar.id, late.id].sort());
    assert.equal(onDisk(loose), false);
    assert.equal(onDisk(avatar), true);
    assert.equal(onDisk(late), true);
  });
});
