/**
 * One notifications region per page. Every widget element renders a `ToastProvider` (so
 * `useToast()` works in every widget), but only one of them, the owner, renders the
 * "Notifications (F8)" region; the others send their toasts there. The owner is the first
 * widget element still on the page (in the order they were connected); when it is removed,
 * the next one takes the region over (toasts on screen at that moment close).
 *
 * The members live on `globalThis` under a `Symbol.for` key, so two copies of this module on
 * one page (a pinned and a newer embed, or an app bundle beside the script tag) still share
 * one region. What a member is must therefore stay this small and stable.
 */
import { useEffect } from 'react';
import { useToast, type ToastOptions } from '@joognoo/ui';

/** A widget element in the page's notification hub. */
export interface NotificationMember {
  /** Called when this member becomes the region's owner (the previous owner left). */
  becomeOwner(): void;
  /** The owner's `toast`, set while the owner's provider is mounted. */
  deliver?: ((options: ToastOptions) => void) | undefined;
}

interface Hub {
  members: NotificationMember[];
  /** Toasts sent while the owner's provider was not mounted yet (the last one is shown). */
  pending: ToastOptions[];
}

const HUB = Symbol.for('joognoo.widget-kit.notifications.v1');

function hub(): Hub {
  const scope = globalThis as unknown as Record<symbol, Hub | undefined>;
  return (scope[HUB] ??= { members: [], pending: [] });
}

/** Adds a widget element; true when it owns the region (it is the first). */
export function joinNotifications(member: NotificationMember): boolean {
  const { members } = hub();
  if (!members.includes(member)) members.push(member);
  return members[0] === member;
}

/** Removes a widget element; the next one, if any, becomes the owner when this one was. */
export function leaveNotifications(member: NotificationMember): void {
  const state = hub();
  const wasOwner = state.members[0] === member;
  state.members = state.members.filter((m) => m !== member);
  member.deliver = undefined;
  if (wasOwner) state.members[0]?.becomeOwner();
}

/** Shows a toast in the page's region (kept until the owner is mounted). */
export function sendNotification(options: ToastOptions): void {
  const state = hub();
  const deliver = state.members[0]?.deliver;
  if (deliver) deliver(options);
  else state.pending.push(options);
}

/** In the owner's `ToastProvider`: lets every widget's toasts into its region. */
export function NotificationOwner({ member }: { member: NotificationMember }) {
  const { toast } = useToast();
  useEffect(() => {
    const deliver = (options: ToastOptions) => {
      toast(options);
    };
    member.deliver = deliver;
    const state = hub();
    const last = state.pending.at(-1);
    state.pending = [];
    if (last) deliver(last);
    return () => {
      if (member.deliver === deliver) member.deliver = undefined;
    };
  }, [member, toast]);
  return null;
}

/**
 * In the `ToastProvider` of a widget that does not own the region (it renders no
 * viewport): each toast its component shows goes to the owner's region and is closed here.
 */
export function NotificationForwarder() {
  const { toasts, dismiss } = useToast();
  useEffect(() => {
    for (const { id, open, ...options } of toasts) {
      if (!open) continue;
      sendNotification(options);
      dismiss(id);
    }
  }, [toasts, dismiss]);
  return null;
}
