import { BadgeCheck, Trash2 } from "lucide-react";
import { useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/users";
import { adminMeta } from "~/ui/admin/meta";
import {
  deleteAccount,
  listAccountPage,
  listWaitingSignUps,
  setUserRole,
  type AccountSummary,
} from "~/features/auth/accounts.server";
import { roleLabels, userRoleValues, type UserRole } from "~/features/auth/roles";
import { EditConflictNotice, type EditConflict } from "~/ui/admin/edit-conflict";
import { usersForm } from "~/features/auth/users-form";
import {
  answerInvitationPost,
  isInvitationPost,
  type InviteFormState,
} from "~/features/auth/invitation-actions.server";
import { listPendingInvitations } from "~/features/auth/invitations.server";
import { InviteColleagueCard, PendingInvitationsCard } from "~/features/auth/invitations-panel";
import { requireAdmin } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { UnsavedChangesNote, useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { inputClass } from "~/ui/form-field";
import { readFormBody } from "~/platform/forms/form-data.server";
import { INTENT_FIELD } from "~/platform/forms/field-names";
import { parseSubmission } from "~/platform/forms/submission.server";
import { cn } from "~/ui/cn";
import { redirectWithToast } from "~/platform/toast.server";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";
import { AdminPager } from "~/ui/admin/admin-pager";
import {
  accountListQuery,
  accountSortLabels,
  MAX_ACCOUNT_SEARCH_LENGTH,
  type AccountListQuery,
} from "~/features/auth/account-list-query";
import { ListToolbar, NoMatches } from "~/ui/admin/list-toolbar";

const LIST_PATH = "/admin/users";

/** The list's search, filters, sort and page (the form posts to them): kept through a save. */
function listPlaceOf(request: Request): string {
  const place = accountListQuery.parse(request);
  return accountListQuery.href(LIST_PATH, place, place.page);
}

const MAX_BODY_BYTES = 2 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.db);
  const place = accountListQuery.parse(request);
  return {
    ...(await listAccountPage(context.db, place)),
    place,
    waiting: await listWaitingSignUps(context.db),
    invitations: await listPendingInvitations(context.db),
    now: new Date(),
    currentUserId: admin.id,
  };
}

/** A refusal: why, above the list. */
export type UsersActionData = {
  formError?: string;
  /** A role save refused because a colleague changed that role first. */
  roleConflict?: { userId: string; yours: UserRole; conflict: EditConflict };
  /**
   * A role save refused outright (one's own, the last admin): that account's list shows its
   * stored role again rather than the refused pick. `answer` tells one refusal from the next.
   */
  roleRefused?: { userId: string; answer: string };
  /** The invite form refused: its messages and what was typed. */
  invite?: InviteFormState;
};

function refused(status: number, formError: string, refusedRoleOf?: string) {
  return data<UsersActionData>(
    {
      formError,
      ...(refusedRoleOf
        ? { roleRefused: { userId: refusedRoleOf, answer: crypto.randomUUID() } }
        : {}),
    },
    { status },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.db);
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (body.ok && isInvitationPost(body.formData)) {
    return answerInvitationPost(context.db, body.formData, { id: admin.id, email: admin.email });
  }
  const parsed = body.ok ? parseSubmission(body.formData, usersForm) : null;
  // The forms send only hidden fields and a list's choice: a refusal means a hand-made request.
  if (!parsed?.success) return refused(400, "The request was not understood. Please try again.");
  const actor = { id: admin.id, email: admin.email };

  if (parsed.data.intent === "set-role") {
    const result = await setUserRole(context.db, {
      userId: parsed.data.userId,
      role: parsed.data.role,
      baseRole: parsed.data.baseRole ?? null,
      actor,
    });
    switch (result.kind) {
      case "changed":
        return redirectWithToast(listPlaceOf(request), {
          type: "success",
          title: "Role updated",
          description: `${result.email} is now ${roleLabels[result.to].toLowerCase()}.`,
        });
      case "unchanged":
        return redirectWithToast(listPlaceOf(request), {
          type: "info",
          title: "Nothing to change",
        });
      case "conflict":
        return data<UsersActionData>(
          {
            roleConflict: {
              userId: result.userId,
              yours: parsed.data.role,
              conflict: result.conflict,
            },
          },
          { status: 409 },
        );
      case "last-admin":
        return refused(
          409,
          "The last admin cannot be demoted. Make someone else an admin first.",
          parsed.data.userId,
        );
      case "self":
        return refused(
          409,
          "You cannot change your own role. Another admin can do it for you.",
          parsed.data.userId,
        );
      case "not-found":
        return refused(404, "That account no longer exists.");
    }
  }

  const result = await deleteAccount(context.db, { userId: parsed.data.userId, actor });
  switch (result.kind) {
    case "deleted":
      return redirectWithToast(listPlaceOf(request), {
        type: "success",
        title: "Account deleted",
        description: `${result.email} can no longer sign in.`,
      });
    case "self":
      return refused(409, "You cannot delete your own account here.");
    case "last-admin":
      return refused(409, "The last admin cannot be deleted.");
    case "not-found":
      return refused(404, "That account no longer exists.");
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Users");

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});

export default function UsersPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData: UsersActionData | undefined = answer;
  const {
    accounts,
    total,
    matches,
    page,
    pageCount,
    currentUserId,
    waiting,
    invitations,
    now,
    place,
  } = loaderData;
  const narrowed = accountListQuery.isNarrowed(place);
  const busy = useNavigation().state === "submitting";
  const conflict = actionData?.roleConflict;
  return (
    <div className="space-y-6">
      <AdminAlertRegion message={actionData?.formError} />
      <InviteColleagueCard invite={actionData?.invite} busy={busy} drawnAt={now} />
      <PendingInvitationsCard invitations={invitations} busy={busy} now={now} />
      {waiting.total > 0 ? (
        <AdminCard
          title={`Waiting for a role (${waiting.total})`}
          description="These people signed up and see nothing of the portal until you give them a role. Give one only to someone you know."
        >
          <ul className="divide-y divide-slate-100" aria-label="Sign-ups waiting for a role">
            {waiting.accounts.map((account) => (
              <li
                key={account.id}
                className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-all text-slate-900">{account.email}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                    <span className="break-all">{account.name}</span>
                    <VerifiedBadge verified={account.emailVerified} />
                    <span>
                      Signed up{" "}
                      <time dateTime={new Date(account.createdAt).toISOString()}>
                        {dateTimeFormat.format(new Date(account.createdAt))}
                      </time>
                    </span>
                  </p>
                </div>
                <RoleForm
                  account={account}
                  busy={busy}
                  waiting
                  refusal={
                    actionData?.roleRefused?.userId === account.id
                      ? actionData.roleRefused.answer
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        </AdminCard>
      ) : null}
      <AdminCard
        title={`Accounts (${total})`}
        description="Content editors can change the site's content. Admins can also manage accounts. New sign-ups start as users and see nothing of the portal until you give them a role."
      >
        <ListToolbar
          id="users-search"
          label="Accounts"
          placeholder="Search by name or e-mail"
          query={place.q}
          maxLength={MAX_ACCOUNT_SEARCH_LENGTH}
          narrowed={narrowed}
          clearHref={LIST_PATH}
          className="mb-4"
          selects={[
            {
              name: "role",
              label: "Role",
              value: place.filters.role ?? "",
              options: [
                { value: "", label: "Any role" },
                { value: "admin", label: "Admin" },
                { value: "content_editor", label: "Content editor" },
                { value: "user", label: "Waiting for a role" },
              ],
            },
            {
              name: "sort",
              label: "Sort by",
              value: place.sort === "email" ? "" : place.sort,
              options: (Object.keys(accountSortLabels) as AccountListQuery["sort"][]).map(
                (sort) => ({
                  value: sort === "email" ? "" : sort,
                  label: accountSortLabels[sort],
                }),
              ),
            },
          ]}
        />
        {narrowed ? (
          <p role="status" className="mb-2 text-sm text-slate-700">
            {matches === 1 ? "1 account matches." : `${matches} accounts match.`}
          </p>
        ) : null}
        {accounts.length === 0 && narrowed ? (
          <NoMatches noun="accounts" clearHref={LIST_PATH} />
        ) : null}
        <ul className="divide-y divide-slate-100" aria-label="Accounts">
          {accounts.map((account) => {
            const isSelf = account.id === currentUserId;
            return (
              <li
                key={account.id}
                className="flex flex-col gap-3 py-4 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-all text-slate-900">
                    {account.email}
                    {isSelf ? <span className="font-normal text-slate-600"> (you)</span> : null}
                  </p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
                    <VerifiedBadge verified={account.emailVerified} />
                    <span>Joined {dateFormat.format(new Date(account.createdAt))}</span>
                  </p>
                </div>
                {conflict?.userId === account.id ? (
                  <div className="lg:order-last lg:basis-full">
                    <EditConflictNotice
                      conflict={conflict.conflict}
                      labels={{ role: "Role" }}
                      itemName="account's role"
                    />
                  </div>
                ) : null}
                <div className="flex flex-wrap items-end gap-2">
                  <RoleForm
                    account={account}
                    busy={busy}
                    choice={conflict?.userId === account.id ? conflict.yours : undefined}
                    refusal={
                      actionData?.roleRefused?.userId === account.id
                        ? actionData.roleRefused.answer
                        : undefined
                    }
                  />
                  {isSelf ? null : (
                    <ConfirmDialog
                      triggerVariant="ghost"
                      trigger={
                        <>
                          <Trash2 className="size-4" aria-hidden="true" />
                          <span className="sr-only">Delete {account.email}</span>
                        </>
                      }
                      title="Delete this account?"
                      description={`Are you sure you want to delete ${account.email}? They will be signed out and can no longer sign in.`}
                      confirmLabel="Delete account"
                      fields={{ [INTENT_FIELD]: "delete", userId: account.id }}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <AdminPager
          page={page}
          pageCount={pageCount}
          hrefOf={(number) => accountListQuery.href(LIST_PATH, place, number)}
          label="Pages of accounts"
        />
      </AdminCard>
    </div>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1",
        verified ? "text-brand-800" : "text-amber-800",
      )}
    >
      {verified ? <BadgeCheck className="size-4" aria-hidden="true" /> : null}
      {verified ? "E-mail verified" : "E-mail not verified"}
    </span>
  );
}

/**
 * One account's role: a list and its Save button, with its own unsaved state. It says
 * which role it was opened at, so a colleague's change in between is not overwritten;
 * after such a refusal `choice` keeps this admin's pick, and Save again keeps it.
 */
function RoleForm({
  account,
  busy,
  choice,
  refusal,
  waiting = false,
}: {
  account: AccountSummary;
  busy: boolean;
  choice?: UserRole;
  /** In the list of sign-ups waiting for a role: its own ids and words ("Give role"). */
  waiting?: boolean;
  /** A refused save of this role: the list is drawn anew, at the stored role. */
  refusal?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const selectId = `${waiting ? "waiting-role" : "role"}-${account.id}`;
  return (
    <Form ref={formRef} method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name={INTENT_FIELD} value="set-role" />
      <input type="hidden" name="userId" value={account.id} />
      <input type="hidden" name="baseRole" value={account.role} />
      <div>
        <label htmlFor={selectId} className="sr-only">
          {waiting ? "Role to give" : "Role for"} {account.email}
        </label>
        <select
          id={selectId}
          name="role"
          defaultValue={choice ?? account.role}
          key={`${account.id}-${account.role}-${choice ?? ""}-${refusal ?? ""}`}
          className={cn(inputClass, "mt-0 min-h-11 py-2")}
        >
          {userRoleValues.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        {waiting ? "Give role" : "Save"}
        <span className="sr-only">
          {waiting ? " to" : " role for"} {account.email}
        </span>
      </Button>
      <UnsavedChangesNote show={unsaved} className="self-center" />
    </Form>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
