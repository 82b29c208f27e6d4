import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../core/access.js';
import { requireActiveUser } from '../../core/auth.js';
import type { Context } from '../../core/context.js';
import type { PushChannel } from './push.send.js';
import * as push from './push.service.js';
import { PushDeviceObject, RegisterPushDeviceInput } from './push.types.js';

// The viewer's own devices only (the service selects and deletes by the viewer's id).
@Resolver()
export class PushResolver {
  constructor(private readonly services: { push: PushChannel }) {}

  @Access({
    public: 'the VAPID public key: browsers need it to subscribe, it is public by design',
    scope: 'web-only',
    policy: 'public',
  })
  @Query(() => String, {
    nullable: true,
    description:
      'The VAPID public key (URL-safe base64) for PushManager.subscribe({ applicationServerKey }); null when push is off.',
  })
  pushPublicKey(): string | null {
    return this.services.push.keys?.publicKey ?? null;
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Query(() => [PushDeviceObject], { description: 'Your devices that receive pushes, newest first.' })
  myPushDevices(@Ctx() ctx: Context) {
    return push.myPushDevices(ctx.db, requireActiveUser(ctx.viewer));
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Mutation(() => PushDeviceObject, {
    description:
      'Registers this browser for your pushes (again: same device, new keys). CONFLICT when push is off.',
  })
  registerPushDevice(
    @Arg('input', () => RegisterPushDeviceInput, { description: 'The browser’s subscription.' })
    input: RegisterPushDeviceInput,
    @Ctx() ctx: Context,
  ) {
    return push.registerPushDevice(ctx.db, this.services.push, requireActiveUser(ctx.viewer), input);
  }

  @Access({ roles: 'signed-in', scope: 'web-only', policy: 'self' })
  @Mutation(() => Boolean, {
    description:
      'Stops pushes to one of your devices (on sign-out, by its endpoint); false when you have no such device.',
  })
  unregisterPushDevice(
    @Arg('id', () => ID, { nullable: true, description: 'The device, from myPushDevices.' })
    id: string | null,
    @Arg('endpoint', () => String, { nullable: true, description: 'Or the browser’s subscription endpoint.' })
    endpoint: string | null,
    @Ctx() ctx: Context,
  ) {
    return push.unregisterPushDevice(ctx.db, requireActiveUser(ctx.viewer), { id, endpoint });
  }
}
