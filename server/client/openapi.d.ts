// Generated from /api/openapi.json by server/cli/openapi-types.ts: do not edit (docs/decisions/038).
export interface paths {
  "/api/account": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete my account and its data (current password) */
    delete: operations["deleteApiAccount"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/account/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask to change my sign-in address (current password; a link to the new address, a notice to the old)
     * @description The answer is the same whether or not the new address already has an account (that address is told instead).
     */
    post: operations["postApiAccountEmail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/account/email/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm my new sign-in address with the link's token (my sessions stay signed in) */
    post: operations["postApiAccountEmailConfirm"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/account/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download everything the site holds about me (JSON) */
    get: operations["getApiAccountExport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/companies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The companies for the admins' screen: searched by a part of the name or address, a page at a time
     * @description Each with its approved members, its jobs on the board and its pending requests to join.
     */
    get: operations["getApiAdminCompanies"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/companies/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a company (with a reason, in the staff log; the owner is mailed) */
    put: operations["putApiAdminCompaniesBySlug"];
    post?: never;
    /** Delete a company (with a reason, in the staff log); its jobs stay, without the company */
    delete: operations["deleteApiAdminCompaniesBySlug"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/contractor-requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pending contractor requests */
    get: operations["getApiAdminContractorRequests"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/contractor-requests/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify a contractor
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiAdminContractorRequestsByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/contractor-requests/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a contractor request with a reason (mailed to the requester)
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiAdminContractorRequestsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All events, searchable, latest first, 24 a page */
    get: operations["getApiAdminEvents"];
    put?: never;
    /** Create an event */
    post: operations["postApiAdminEvents"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/events/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One event to edit */
    get: operations["getApiAdminEventsById"];
    /** Edit an event (registrants are told of changes) */
    put: operations["putApiAdminEventsById"];
    post?: never;
    /** Delete an event, with a reason (staff log, a mail to its organizer; attendees get a CANCEL with the reason) */
    delete: operations["deleteApiAdminEventsById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/events/{id}/attendees.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An event's attendees and waitlist as CSV */
    get: operations["getApiAdminEventsByIdAttendeesCsv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/events/{id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel an event, with a reason (its page stays; attendees and waitlist get a CANCEL mail with the reason once; staff log, a mail to its organizer) */
    post: operations["postApiAdminEventsByIdCancel"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/events/{id}/check-in": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The door list of an event: its registrations with their codes and attendance, and the figures */
    get: operations["getApiAdminEventsByIdCheckIn"];
    put?: never;
    /** Check in the holder of a code (once: a second check-in of the same code answers 409 with who checked them in and when; an unknown code 404) */
    post: operations["postApiAdminEventsByIdCheckIn"];
    /** Undo a check-in, with a reason (staff log) */
    delete: operations["deleteApiAdminEventsByIdCheckIn"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/events/{id}/people": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An event's attendees and waitlist (queue order) */
    get: operations["getApiAdminEventsByIdPeople"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/inbox/{kind}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contact messages, sponsor inquiries or newsletter subscribers, paged */
    get: operations["getApiAdminInboxByKind"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/inbox/{kind}/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An inbox as CSV */
    get: operations["getApiAdminInboxByKindExport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/jobs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All jobs or the pending ones, searchable, keyset paging */
    get: operations["getApiAdminJobs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/jobs/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a job */
    delete: operations["deleteApiAdminJobsById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/jobs/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a job
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiAdminJobsByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/jobs/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a job with a reason (mailed to the poster)
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiAdminJobsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/jobs/bulk-delete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete up to 200 jobs at once */
    post: operations["postApiAdminJobsBulkDelete"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/log": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The staff action log, newest first, filtered, 50 a page */
    get: operations["getApiAdminLog"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/log/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The filtered staff action log as CSV */
    get: operations["getApiAdminLogExport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/matching/applications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mentee applications to match, newest first, 25 a page */
    get: operations["getApiAdminMatchingApplications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/matching/applications/{id}/close": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Close an application */
    post: operations["postApiAdminMatchingApplicationsByIdClose"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/matching/applications/{id}/match": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Match an application with one mentor, or two to choose from; both sides are introduced by mail */
    post: operations["postApiAdminMatchingApplicationsByIdMatch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/matching/applications/{id}/suggestions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ranked mentor suggestions with the reasons for each score */
    get: operations["getApiAdminMatchingApplicationsByIdSuggestions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/matching/figures": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Matching figures for the dashboard */
    get: operations["getApiAdminMatchingFigures"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/mentor-applications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mentor applicants and mentee applications */
    get: operations["getApiAdminMentorApplications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/mentor-applications/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a mentor applicant
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiAdminMentorApplicationsByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/mentor-applications/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a mentor applicant
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiAdminMentorApplicationsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/mentorship/feedback": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per-mentor rating averages and the latest notes from both sides */
    get: operations["getApiAdminMentorshipFeedback"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/newsletter/issues": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every newsletter issue with its figures */
    get: operations["getApiAdminNewsletterIssues"];
    put?: never;
    /** Create a draft issue */
    post: operations["postApiAdminNewsletterIssues"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/newsletter/issues/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An issue with its figures */
    get: operations["getApiAdminNewsletterIssuesById"];
    /** Save a draft issue */
    put: operations["putApiAdminNewsletterIssuesById"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/newsletter/issues/{id}/preview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The issue's mail as a subscriber gets it */
    get: operations["getApiAdminNewsletterIssuesByIdPreview"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/newsletter/issues/{id}/send": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the issue to every confirmed subscriber (once; the mails are queued in batches) */
    post: operations["postApiAdminNewsletterIssuesByIdSend"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/newsletter/issues/{id}/test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail the issue to the signed-in admin only */
    post: operations["postApiAdminNewsletterIssuesByIdTest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/newsletter/picker": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recent articles, upcoming events and open jobs to insert into an issue */
    get: operations["getApiAdminNewsletterPicker"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/offerings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Offerings by status, paged */
    get: operations["getApiAdminOfferings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/offerings/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a pending offering
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiAdminOfferingsByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/offerings/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a pending offering with a reason (mailed to its author)
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiAdminOfferingsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/review": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pending items of every kind the viewer reviews, oldest first, 25 a page, with counts per kind */
    get: operations["getApiAdminReview"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/review/{id}/decision": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve or reject (with a reason) one item at the version seen; 409 with the current state when stale */
    post: operations["postApiAdminReviewByIdDecision"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/review/bulk": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve or reject up to 50 items (not mentor applications or contractor requests); stale ones are reported, not decided */
    post: operations["postApiAdminReviewBulk"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/review/counts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pending counts per kind (the admin menu) */
    get: operations["getApiAdminReviewCounts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/stats": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dashboard counts */
    get: operations["getApiAdminStats"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/users": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users, searchable, 50 a page */
    get: operations["getApiAdminUsers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/users/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a member's account (not an admin's, not one's own), with a reason; recorded in the staff log (docs/decisions/058) */
    delete: operations["deleteApiAdminUsersById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/users/{id}/restrictions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A member's silences and suspensions, newest first */
    get: operations["getApiAdminUsersByIdRestrictions"];
    put?: never;
    /** Silence or suspend a member for a time, with a reason (not an admin, not oneself); mailed, in the staff log */
    post: operations["postApiAdminUsersByIdRestrictions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/users/{id}/restrictions/{restrictionId}/lift": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lift a silence or suspension early, with a reason; mailed, in the staff log */
    post: operations["postApiAdminUsersByIdRestrictionsByRestrictionIdLift"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/users/{id}/role": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a user's role with a reason (not an admin's, not one's own; staff log and a mail to the member) */
    put: operations["putApiAdminUsersByIdRole"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/alerts/unsubscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn off a job alert or a digest with the signed token from its mail */
    post: operations["postApiAlertsUnsubscribe"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/applications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply to a job with a short note
     * @description Marks interest (the lightest application) and sets the note. Applying again replaces the note; the stage stays.
     */
    post: operations["postApiApplications"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/applications/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Withdraw my application
     * @description The candidate only (anyone else gets 404). The application and the recruiters' notes on it are deleted.
     */
    delete: operations["deleteApiApplicationsById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/applications/{id}/notes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a private note on an applicant
     * @description The job's poster, its company's approved recruiters and admins (mayManageApplicants); anyone else signed in gets 403, an unknown id 404. Notes are never shown to the candidate.
     */
    post: operations["postApiApplicationsByIdNotes"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/applications/{id}/stage": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move an applicant to a stage
     * @description The job's poster, its company's approved recruiters and admins (mayManageApplicants); anyone else signed in gets 403, an unknown id 404. Interview, offer, hired and rejected are mailed to the candidate (their preference allowing); a rejection's text is `message` or the default template. An admin who is not one of the job's recruiters moves as staff: `reason` is required (400 "Give a reason") and kept in the staff log.
     */
    post: operations["postApiApplicationsByIdStage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/applications/mine": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * My applications and their stages
     * @description Newest first. Never the recruiters' private notes.
     */
    get: operations["getApiApplicationsMine"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/appointments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My sessions as mentee and as mentor */
    get: operations["getApiAppointments"];
    put?: never;
    /**
     * Request a session in an open slot
     * @description A one-to-one request is pending until the mentor answers; a group seat is approved, or waitlisted when the session is full.
     */
    post: operations["postApiAppointments"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/appointments/{id}/by-link": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The session a mail's reschedule/cancel link names, as that link's person sees it
     * @description The token names the session, one of its two parties and its version; it expires when the session ends.
     */
    get: operations["getApiAppointmentsByIdByLink"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/appointments/{id}/by-link/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel the session as the person a mail's link was sent to (optional reason) */
    post: operations["postApiAppointmentsByIdByLinkCancel"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/appointments/{id}/by-link/reschedule": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Propose a new time as the person a mail's link was sent to; the other side accepts it */
    post: operations["postApiAppointmentsByIdByLinkReschedule"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/appointments/{id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel my session */
    post: operations["postApiAppointmentsByIdCancel"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/appointments/{id}/decision": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve or decline a pending session (its mentor) */
    post: operations["postApiAppointmentsByIdDecision"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/appointments/{id}/ics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A confirmed session as an .ics calendar file */
    get: operations["getApiAppointmentsByIdIcs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/appointments/{id}/location": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set this session's meeting link or place (its mentor) */
    put: operations["putApiAppointmentsByIdLocation"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/appointments/{id}/reschedule": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Propose a new time for my session (mentor or mentee), from the mentor's free slots */
    post: operations["postApiAppointmentsByIdReschedule"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/appointments/{id}/reschedule/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept the other side's proposed time (the session keeps its id; SEQUENCE + 1) */
    post: operations["postApiAppointmentsByIdRescheduleAccept"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/appointments/{id}/reschedule/decline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline the other side's proposed time (the session stays) */
    post: operations["postApiAppointmentsByIdRescheduleDecline"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/change-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the password (every other session ends)
     * @description Change the password of the user
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description The current password is required */
            currentPassword: string;
            /** @description The new password to set */
            newPassword: string;
            /** @description Must be a boolean value */
            revokeOtherSessions?: boolean;
          };
        };
      };
      responses: {
        /** @description Password successfully changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              user: {
                /**
                 * Format: date-time
                 * @description When the user was created
                 */
                createdAt: string;
                /**
                 * Format: email
                 * @description The email address of the user
                 */
                email: string;
                /** @description Whether the email has been verified */
                emailVerified: boolean;
                /** @description The unique identifier of the user */
                id: string;
                /**
                 * Format: uri
                 * @description The profile image URL of the user
                 */
                image?: string | null;
                /** @description The name of the user */
                name: string;
                /**
                 * Format: date-time
                 * @description When the user was last updated
                 */
                updatedAt: string;
              };
            };
          };
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Signed in without permission */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Unsupported file type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Rate limited */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/error": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * better-auth's error page (a failed social sign-in lands here)
     * @description Displays an error page
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/html": string;
          };
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/ok": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * better-auth's liveness answer
     * @description Check if the API is working
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description API is working */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @description Indicates if the API is working */
              ok: boolean;
            };
          };
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/request-password-reset": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a link to choose a new password
     * @description Send a password reset email to the user
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description The email address of the user to send a password reset email to */
            email: string;
            /** @description The URL to redirect the user to reset their password. If the token isn't valid or expired, it'll be redirected with a query parameter `?error=INVALID_TOKEN`. If the token is valid, it'll be redirected with a query parameter `?token=VALID_TOKEN */
            redirectTo?: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message?: string;
              status?: boolean;
            };
          };
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Signed in without permission */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Unsupported file type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Rate limited */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/reset-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose a new password with a reset token
     * @description Reset the password for a user
     */
    post: {
      parameters: {
        query?: {
          token?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description The new password to set */
            newPassword: string;
            /** @description The token to reset the password */
            token?: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              status?: boolean;
            };
          };
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Signed in without permission */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Unsupported file type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Rate limited */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/reset-password/{token}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Open a password-reset link (redirects to the app's form)
     * @description Redirects the user to the callback URL with the token
     */
    get: {
      parameters: {
        query: {
          /** @description The URL to redirect the user to reset their password */
          callbackURL: string;
        };
        header?: never;
        path: {
          /** @description The token to reset the password */
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": Record<string, never>;
          };
        };
        /** @description Redirect (to the app, or to the identity provider) */
        302: {
          headers: {
            /** @description Where the browser goes next */
            Location?: string;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/send-verification-email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail the verification link again
     * @description Send a verification email to the user
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          "application/json": {
            /**
             * @description The URL to use for email verification callback
             * @example https://example.com/callback
             */
            callbackURL?: string | null;
            /**
             * @description The email to send the verification email to
             * @example user@example.com
             */
            email: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /**
               * @description Indicates if the email was sent successfully
               * @example true
               */
              status?: boolean;
            };
          };
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Signed in without permission */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Unsupported file type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Rate limited */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-in/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail and password
     * @description Sign in with email and password
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description Callback URL to use as a redirect for email verification */
            callbackURL?: string;
            /** @description Email of the user */
            email: string;
            /** @description Password of the user */
            password: string;
            /** @description If this is false, the session will not be remembered. Default is `true`. */
            rememberMe?: boolean;
          };
        };
      };
      responses: {
        /** @description Success - Returns either session details or redirect URL */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              redirect: false;
              url?: string | null;
              user: components["schemas"]["AuthUser"];
            };
          };
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Signed in without permission */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Unsupported file type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Rate limited */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-in/social": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a sign-in with Google, GitHub or LinkedIn
     * @description Sign in with a social provider
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            additionalData?: {
              [key: string]: unknown;
            };
            /** @description Extra query parameters to append to the provider authorization URL (e.g. Cognito identity_provider, Google hd). */
            additionalParams?: {
              [key: string]: string;
            };
            /** @description Callback URL to redirect to after the user has signed in */
            callbackURL?: string;
            /** @description Disable automatic redirection to the provider. Useful for handling the redirection yourself */
            disableRedirect?: boolean;
            /** @description Callback URL to redirect to if an error happens */
            errorCallbackURL?: string;
            idToken?: {
              /** @description Access token from the provider */
              accessToken?: string;
              /** @description Expiry date of the token */
              expiresAt?: number;
              /** @description Nonce used to generate the token */
              nonce?: string;
              /** @description Refresh token from the provider */
              refreshToken?: string;
              /** @description ID token from the provider */
              token: string;
              /** @description The user object from the provider. Only available for some providers like Apple. */
              user?: {
                email?: string;
                name?: {
                  firstName?: string;
                  lastName?: string;
                };
              };
            };
            /** @description The login hint to use for the authorization code request */
            loginHint?: string;
            newUserCallbackURL?: string;
            /**
             * @description The identity provider
             * @enum {string}
             */
            provider: "google" | "github" | "linkedin";
            /** @description Explicitly request sign-up. Useful when disableImplicitSignUp is true for this provider */
            requestSignUp?: boolean;
            /** @description Array of scopes to request from the provider. This will override the default scopes passed. */
            scopes?: string[];
          };
        };
      };
      responses: {
        /** @description Success - Returns session details (idToken branch) or an authorize URL (redirect branch) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              redirect: boolean;
              url?: string;
              user?: components["schemas"]["AuthUser"];
            };
          };
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Signed in without permission */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Unsupported file type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out: every session of the member ends
     * @description Sign out the current user
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          "application/json": {
            /** @description The URL to redirect to after provider logout */
            callbackURL?: string;
            /** @description Return the provider logout URL without redirecting */
            disableRedirect?: boolean;
            /** @description State to pass to the provider logout endpoint */
            state?: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @description Whether the client should redirect to the provider logout URL */
              redirect?: boolean;
              success?: boolean;
              /** @description Provider logout URL when RP-initiated logout is available */
              url?: string;
            };
          };
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Signed in without permission */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Unsupported file type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-up/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account with e-mail and password
     * @description Sign up a user using email and password
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          "application/json": {
            /** @description The URL to use for email verification callback */
            callbackURL?: string;
            /** @description The email of the user */
            email: string;
            /** @description The profile image URL of the user */
            image?: string;
            /** @description The name of the user */
            name: string;
            /** @description The password of the user */
            password: string;
            /** @description If this is false, the session will not be remembered. Default is `true`. */
            rememberMe?: boolean;
          };
        };
      };
      responses: {
        /** @description Successfully created user */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              user: {
                /**
                 * Format: date-time
                 * @description When the user was created
                 */
                createdAt: string;
                /**
                 * Format: email
                 * @description The email address of the user
                 */
                email: string;
                /** @description Whether the email has been verified */
                emailVerified: boolean;
                /** @description The unique identifier of the user */
                id: string;
                /**
                 * Format: uri
                 * @description The profile image URL of the user
                 */
                image?: string | null;
                /** @description The name of the user */
                name: string;
                /**
                 * Format: date-time
                 * @description When the user was last updated
                 */
                updatedAt: string;
              };
            };
          };
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Signed in without permission */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Body or file too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Unsupported file type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Rate limited */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/verify-email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Verify an e-mail address with the mailed token
     * @description Verify the email of the user
     */
    get: {
      parameters: {
        query: {
          /** @description The URL to redirect to after email verification */
          callbackURL?: string;
          /** @description The token to verify the email */
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @description Indicates if the email was verified successfully */
              status: boolean;
              user: components["schemas"]["AuthUser"];
            };
          };
        };
        /** @description Redirect (to the app, or to the identity provider) */
        302: {
          headers: {
            /** @description Where the browser goes next */
            Location?: string;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input (the common error body with per-field messages) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description Not signed in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
        /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ApiError"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/plan": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change my plan (Member, Supporter or Recruiter) */
    post: operations["postApiBillingPlan"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/articles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write an article (draft, or submitted for review) */
    post: operations["postApiBlogArticles"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/articles/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An article to edit (its author or an admin), with its pending or last rejected revision */
    get: operations["getApiBlogArticlesById"];
    /** Edit my article (an edit of a published one waits for review as a revision; the published text stays live) */
    put: operations["putApiBlogArticlesById"];
    post?: never;
    /** Delete an article (its author, or an admin with a reason: staff log and a mail to the author) */
    delete: operations["deleteApiBlogArticlesById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/articles/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a pending article (the moderation module's guarded decision: already decided → 409; logged)
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiBlogArticlesByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/articles/{id}/comments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Comments of an article, oldest first, 50 a page (keyset cursor; hidden ones for their author and admins only) */
    get: operations["getApiBlogArticlesByIdComments"];
    put?: never;
    /** Comment on an article */
    post: operations["postApiBlogArticlesByIdComments"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/articles/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a pending article with a reason, mailed to its author (guarded like approve; logged)
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiBlogArticlesByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/articles/{id}/submit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit my draft or rejected article for review */
    post: operations["postApiBlogArticlesByIdSubmit"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/images": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload an image for an article body or cover (checked by content, re-encoded, at most 5 MB) */
    post: operations["postApiBlogImages"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/mine": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My articles in every status */
    get: operations["getApiBlogMine"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/pending": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Articles waiting for review */
    get: operations["getApiBlogPending"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/posts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Published articles, 30 a page (keyset cursor), the roadmap first */
    get: operations["getApiBlogPosts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/posts/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A published article (its author and admins also see other statuses) */
    get: operations["getApiBlogPostsBySlug"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/revisions/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve an edit at the version reviewed: it replaces the published text (stale version → 409)
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiBlogRevisionsByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/revisions/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject an edit with a reason (mailed to the author); the published text stays (stale version → 409)
     * @description Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.
     */
    post: operations["postApiBlogRevisionsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/blog/revisions/pending": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Edits of published articles waiting for review, oldest first */
    get: operations["getApiBlogRevisionsPending"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/calendar/{file}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My sessions and events as a subscribable calendar (secret token in the file name) */
    get: operations["getApiCalendarByFile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/candidate-searches": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My saved candidate searches (candidate alerts), newest first */
    get: operations["getApiCandidateSearches"];
    put?: never;
    /** Save the candidates directory's term and filters as a daily or weekly alert of new matching members */
    post: operations["postApiCandidateSearches"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/candidate-searches/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of my saved candidate searches */
    delete: operations["deleteApiCandidateSearchesById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/candidate-searches/unsubscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn off a candidate alert with the signed token from its mail (one-click List-Unsubscribe) */
    post: operations["postApiCandidateSearchesUnsubscribe"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/candidates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Candidates directory: the cards' fields (docs/decisions/047), no e-mail for visitors, 9 a page; typo-tolerant search, filters with live counts, 'did you mean' (docs/decisions/080) */
    get: operations["getApiCandidates"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/candidates/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One open-to-work candidate, as the profile dialog shows it (no e-mail for visitors) */
    get: operations["getApiCandidatesById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/comment-mails/unsubscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn comment digest mails off with the signed token of a digest mail (RFC 8058 one-click) */
    post: operations["postApiCommentMailsUnsubscribe"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/comments/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit my comment */
    put: operations["putApiCommentsById"];
    post?: never;
    /** Delete a comment (its author, or an admin with a reason: staff log and a mail to the author) */
    delete: operations["deleteApiCommentsById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/comments/{id}/visibility": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Hide or show a comment, with a reason (staff log and a mail to the author) */
    put: operations["putApiCommentsByIdVisibility"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The companies by name, a page at a time */
    get: operations["getApiCompanies"];
    put?: never;
    /**
     * Create a company (I become its owner)
     * @description Recruiters and admins. A taken address (slug) answers 409 with the field.
     */
    post: operations["postApiCompanies"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One company, with my membership when signed in */
    get: operations["getApiCompaniesBySlug"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{slug}/jobs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's open jobs (visitors: only those whose details are public) */
    get: operations["getApiCompaniesBySlugJobs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{slug}/join": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask to recruit for a company (its owner decides)
     * @description Asking again, or as a member already, answers 409.
     */
    post: operations["postApiCompaniesBySlugJoin"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{slug}/logo": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload the company's logo (checked by content, resized, metadata stripped)
     * @description The company's owner or an admin. Not an image: 415.
     */
    post: operations["postApiCompaniesBySlugLogo"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/companies/{slug}/members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's members and pending requests (its owner or an admin) */
    get: operations["getApiCompaniesBySlugMembers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/company-members/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a request to recruit for the company (the asker is mailed) */
    post: operations["postApiCompanyMembersByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/company-members/{id}/decline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a request to recruit for the company (the asker is mailed; they may ask again) */
    post: operations["postApiCompanyMembersByIdDecline"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/contact": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to the team */
    post: operations["postApiContact"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/dev/alerts/run-digests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Development only: run the job alert, interest and mentors' job review digests now */
    post: operations["postApiDevAlertsRunDigests"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/dev/candidates/run-alerts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Development only: run the candidate alerts now */
    post: operations["postApiDevCandidatesRunAlerts"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/dev/mentorship/complete-sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Development only: run the session-completion task now (or at a later instant, for one session) */
    post: operations["postApiDevMentorshipCompleteSessions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/dev/mentorship/send-reminders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Development only: run the session-reminder task at a chosen instant, for the sessions named */
    post: operations["postApiDevMentorshipSendReminders"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Upcoming events (all, featured, or mine), soonest first, 24 a page */
    get: operations["getApiEvents"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One event (its page), with my registration when signed in */
    get: operations["getApiEventsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/{id}/check-in": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My check-in code for an event (a held seat), with its QR code as SVG */
    get: operations["getApiEventsByIdCheckIn"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/{id}/ics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An event as an .ics calendar file */
    get: operations["getApiEventsByIdIcs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/{id}/registration": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register for an event (capacity enforced) */
    post: operations["postApiEventsByIdRegistration"];
    /** Cancel my registration (the first on the waitlist moves up) */
    delete: operations["deleteApiEventsByIdRegistration"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events/{id}/waitlist": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Join the waitlist of a full event */
    post: operations["postApiEventsByIdWaitlist"];
    /** Leave the waitlist */
    delete: operations["deleteApiEventsByIdWaitlist"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/files/{id}/download": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A private file (resumes): its owner and admins only */
    get: operations["getApiFilesByIdDownload"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/files/public/{key}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A public file (avatars, article images) */
    get: operations["getApiFilesPublicByKey"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/flags": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Flag a comment, an article or an offering (once per member; hidden at the configured number of members) */
    post: operations["postApiFlags"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness (with deep=1: the database and the change listener) */
    get: operations["getApiHealth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/health/ready": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: 503 while the instance drains for a shutdown */
    get: operations["getApiHealthReady"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List approved jobs (filters, ranked search, keyset paging)
     * @description Visitors get redacted jobs (no company, location, description or link) and cannot filter by those fields. The contractor-only filter (contractorOnly=true) is for verified contractors: anyone else gets 403.
     */
    get: operations["getApiJobs"];
    put?: never;
    /**
     * Submit a job for review
     * @description Missing required fields answer 400 "Missing required job fields" with per-field messages.
     */
    post: operations["postApiJobs"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One approved job (redacted for visitors) */
    get: operations["getApiJobsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/{id}/applicants": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A job's applicants by stage, with private notes and counts
     * @description The job's poster, its company's approved recruiters and admins (mayManageApplicants); anyone else signed in gets 403, an unknown id 404.
     */
    get: operations["getApiJobsByIdApplicants"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/{id}/applicants/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A job's applicants as CSV
     * @description The job's poster, its company's approved recruiters and admins (mayManageApplicants); anyone else signed in gets 403, an unknown id 404. Formula-safe cells; the private notes are not exported.
     */
    get: operations["getApiJobsByIdApplicantsExport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/{id}/applicants/stage": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move several applicants of a job to a stage
     * @description The job's poster, its company's approved recruiters and admins (mayManageApplicants); anyone else signed in gets 403, an unknown id 404. All or none, in one transaction: 400 when one id is not an applicant of this job. In a rejection's `message`, {name} becomes each candidate's name. An admin who is not one of the job's recruiters moves as staff: `reason` is required (400 "Give a reason") and kept in the staff log.
     */
    post: operations["postApiJobsByIdApplicantsStage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/{id}/interest": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark interest in a job */
    post: operations["postApiJobsByIdInterest"];
    /** Withdraw interest in a job */
    delete: operations["deleteApiJobsByIdInterest"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/{id}/renew": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Renew my expired or expiring job for another 30 days */
    post: operations["postApiJobsByIdRenew"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/jobs/filters": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Skills and locations to filter the board by */
    get: operations["getApiJobsFilters"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/matching/matches": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mentees matched with me (mentors) */
    get: operations["getApiMatchingMatches"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/matching/matches/{id}/decline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline a match with a reason (the mentor of that match only)
     * @description Another mentor's match answers 404. The next best mentor with room is proposed instead (mailed like any proposal) and the mentee is mailed once; with no mentor left, the application returns to the queue.
     */
    post: operations["postApiMatchingMatchesByIdDecline"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/matching/my-application": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My latest mentee application: status, mentors, booking links */
    get: operations["getApiMatchingMyApplication"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/matching/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My mentee matching settings (mentors) */
    get: operations["getApiMatchingSettings"];
    /** Accept new mentees or not, and how many a month (mentors) */
    put: operations["putApiMatchingSettings"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Me: account and profile */
    get: operations["getApiMe"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me/calendar-feed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether my calendar feed is on */
    get: operations["getApiMeCalendarFeed"];
    put?: never;
    /** Turn on (or renew the secret address of) my calendar feed */
    post: operations["postApiMeCalendarFeed"];
    /** Turn off my calendar feed */
    delete: operations["deleteApiMeCalendarFeed"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me/companies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My companies: those I own or recruit for, and my pending requests */
    get: operations["getApiMeCompanies"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me/jobs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The jobs I submitted, with their review status */
    get: operations["getApiMeJobs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me/notification-preferences": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which optional mails I get */
    get: operations["getApiMeNotificationPreferences"];
    /** Turn optional mails on or off */
    put: operations["putApiMeNotificationPreferences"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me/saved-searches": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My saved job searches (job alerts), newest first, keyset paging */
    get: operations["getApiMeSavedSearches"];
    put?: never;
    /** Save the job board's current search as a daily or weekly alert */
    post: operations["postApiMeSavedSearches"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me/saved-searches/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a saved search */
    delete: operations["deleteApiMeSavedSearchesById"];
    options?: never;
    head?: never;
    /** Rename a saved search or change how often it is mailed */
    patch: operations["patchApiMeSavedSearchesById"];
    trace?: never;
  };
  "/api/mentors": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mentors, best match first for a search, 24 a page */
    get: operations["getApiMentors"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/mentors/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A mentor with taken slots and weekly hours */
    get: operations["getApiMentorsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/mentors/{id}/slots": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The open slots of one of a mentor's session types (seats left for a group) */
    get: operations["getApiMentorsByIdSlots"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/mentors/{id}/testimonials": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Notes that this mentor's mentees chose to show on the mentor's page (first names only) */
    get: operations["getApiMentorsByIdTestimonials"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/mentors/me/availability": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My weekly open hours */
    get: operations["getApiMentorsMeAvailability"];
    /** Set my weekly open hours (mentors) */
    put: operations["putApiMentorsMeAvailability"];
    post?: never;
    /** Back to the default weekly hours */
    delete: operations["deleteApiMentorsMeAvailability"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/mentors/me/session-types": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My session types (mentors) */
    get: operations["getApiMentorsMeSessionTypes"];
    put?: never;
    /** Offer a new session type: length, one-to-one or group with seats, buffers and notice (mentors) */
    post: operations["postApiMentorsMeSessionTypes"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/mentors/me/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My meeting place and booking rules */
    get: operations["getApiMentorsMeSettings"];
    /** Set my meeting place, minimum notice, buffer and dates off (mentors) */
    put: operations["putApiMentorsMeSettings"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/mentorship/applications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply as a mentee (multipart, optional resume) */
    post: operations["postApiMentorshipApplications"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/mentorship/feedback": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the rating, add a private note and (a mentee) allow it on the mentor's page */
    put: operations["putApiMentorshipFeedback"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/mentorship/feedback/rating": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record the one-click rating of a feedback mail's link (once per person per session)
     * @description The token names the session, the person and the rating. A person who already rated keeps their rating.
     */
    post: operations["postApiMentorshipFeedbackRating"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/mentorship/mentor-application": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply to become a mentor */
    post: operations["postApiMentorshipMentorApplication"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/newsletter": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Subscribe (double opt-in: a confirmation mail is sent) */
    post: operations["postApiNewsletter"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/newsletter/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a subscription with the mailed token */
    post: operations["postApiNewsletterConfirm"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/newsletter/issues": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sent newsletter issues, newest first */
    get: operations["getApiNewsletterIssues"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/newsletter/issues/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A sent newsletter issue */
    get: operations["getApiNewsletterIssuesBySlug"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/newsletter/unsubscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Unsubscribe with the token from a newsletter mail */
    post: operations["postApiNewsletterUnsubscribe"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/notifications/unsubscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn off one kind of notification mail with the signed token from its List-Unsubscribe header */
    post: operations["postApiNotificationsUnsubscribe"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/offerings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Approved community offerings (search, category), 24 a page */
    get: operations["getApiOfferings"];
    put?: never;
    /** Offer something to the community (reviewed first) */
    post: operations["postApiOfferings"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/offerings/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit one's own offering; it goes back to review (a rejected one is resubmitted as the same review item) */
    put: operations["putApiOfferingsById"];
    post?: never;
    /** Delete an offering (its author, or an admin with a reason: staff log and a mail to the author) */
    delete: operations["deleteApiOfferingsById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/offerings/{id}/edit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's own offering with its earlier decisions and reasons (anyone else: 404) */
    get: operations["getApiOfferingsByIdEdit"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/profile": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit my profile */
    put: operations["putApiProfile"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/profile/avatar": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload my avatar (checked by content, resized, metadata stripped) */
    post: operations["postApiProfileAvatar"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/profile/avatar-source": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Use Gravatar or the default avatar */
    put: operations["putApiProfileAvatarSource"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/profile/contractor-request": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My contractor verification request and linked accounts */
    get: operations["getApiProfileContractorRequest"];
    put?: never;
    /** Ask for contractor verification (multipart, optional resume); resubmitting updates it */
    post: operations["postApiProfileContractorRequest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/recruiter/candidates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search candidates (recruiters) */
    get: operations["getApiRecruiterCandidates"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/recruiter/jobs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My posted jobs with applicant counts */
    get: operations["getApiRecruiterJobs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/recruiter/jobs/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of my jobs with its applicants */
    get: operations["getApiRecruiterJobsById"];
    /** Edit my job (it goes back to review) */
    put: operations["putApiRecruiterJobsById"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/recruiter/jobs/{id}/edit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of my jobs to edit */
    get: operations["getApiRecruiterJobsByIdEdit"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who am I (null for a visitor, never 401) */
    get: operations["getApiSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/session-types/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A session type's settings (its mentor, or an admin) */
    get: operations["getApiSessionTypesById"];
    /** Change one of my session types (booked sessions keep their length) */
    put: operations["putApiSessionTypesById"];
    post?: never;
    /** Stop offering one of my session types (its booked sessions stay) */
    delete: operations["deleteApiSessionTypesById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/sign-in/unlock": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Lift the sign-in pause of my account with the mailed link's token (works once)
     * @description An expired, forged or used token, or one for a pause already lifted or replaced by a newer one, answers 400.
     */
    post: operations["postApiSignInUnlock"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/sponsors/inquiries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask about sponsoring */
    post: operations["postApiSponsorsInquiries"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ApiError: {
      error: {
        /** @enum {string} */
        code:
          | "BAD_REQUEST"
          | "VALIDATION_FAILED"
          | "UNAUTHORIZED"
          | "FORBIDDEN"
          | "SILENCED"
          | "NOT_FOUND"
          | "CONFLICT"
          | "PAYLOAD_TOO_LARGE"
          | "UNSUPPORTED_MEDIA_TYPE"
          | "RATE_LIMITED"
          | "INSUFFICIENT_STORAGE"
          | "UNAVAILABLE"
          | "INTERNAL";
        /** @description Per-field messages of a 400 VALIDATION_FAILED (the field's path, dotted; `_` for the whole input) */
        fields?: {
          [key: string]: string;
        };
        /** @description A sentence for people, in the interface's language */
        message: string;
        /** @description The X-Request-Id of the answer, for support */
        requestId: string;
      };
    };
    AuthUser: {
      /** @default [] */
      readonly capabilities: string[];
      /** Format: date-time */
      createdAt: string;
      email: string;
      /** @default false */
      readonly emailVerified: boolean;
      readonly id: string;
      image?: string;
      name: string;
      /** @default free */
      readonly plan: string;
      /** @default user */
      readonly role: string;
      /** Format: date-time */
      updatedAt: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  deleteApiAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            deleted: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAccountEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          newEmail: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            sent: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAccountEmailConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            email: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAccountExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            exportedAt: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminCompanies: {
    parameters: {
      query?: {
        page?: number;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            companies: {
              description: string;
              id: string;
              logoUrl: string | null;
              name: string;
              openJobs: number;
              pendingRequests: {
                createdAt: string;
                id: string;
                name: string;
                /** @enum {string} */
                role: "owner" | "recruiter";
                /** @enum {string} */
                status: "pending" | "approved";
                userId: string;
              }[];
              recruiters: number;
              slug: string;
              website: string | null;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiAdminCompaniesBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          description?: string | null;
          name: string;
          reason: string;
          website?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            company: {
              description: string;
              id: string;
              logoUrl: string | null;
              name: string;
              slug: string;
              website: string | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiAdminCompaniesBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            deleted: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminContractorRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            requests: {
              createdAt: string;
              githubConnected: boolean;
              id: string;
              linkedinConnected: boolean;
              profile?: {
                avatarUrl: string | null;
                company: string | null;
                email: string;
                fullName: string;
                title: string | null;
              };
              relevantProjects: string;
              resumeUrl: string | null;
              specialization: string;
              status: "pending" | "approved" | "rejected";
              testimonials: string;
              userId: string;
              yearsExperience: number;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminContractorRequestsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            status: "approved";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminContractorRequestsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            status: "rejected";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminEvents: {
    parameters: {
      query?: {
        cursor?: string;
        needsFixing?: "true" | "false";
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            events: {
              attendeesCount: number;
              createdAt: string;
              description: string;
              endsAt: string | null;
              eventDate: string;
              eventTime: string;
              id: string;
              imageUrl: string | null;
              isAttending: boolean;
              isFeatured: boolean;
              isOnline: boolean;
              location: string;
              maxAttendees: number | null;
              meetingUrl: string | null;
              organizer: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              previousStartsAt: string | null;
              startsAt: string | null;
              /** @enum {string} */
              status: "scheduled" | "rescheduled" | "cancelled";
              timeNeedsFixing: boolean;
              timeZone: string | null;
              title: string;
              waitlistCount: number;
              waitlistPosition: number | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          description: string;
          endDate?: string;
          endTime: string;
          eventDate: string;
          imageUrl?: string | null;
          /** @default false */
          isFeatured?: boolean;
          location: string;
          maxAttendees?: number | string | null;
          meetingUrl?: string | null;
          startTime: string;
          timeZone: string;
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            event: {
              id: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminEventsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            event: {
              attendeesCount: number;
              createdAt: string;
              description: string;
              endsAt: string | null;
              eventDate: string;
              eventTime: string;
              id: string;
              imageUrl: string | null;
              isAttending: boolean;
              isFeatured: boolean;
              isOnline: boolean;
              location: string;
              maxAttendees: number | null;
              meetingUrl: string | null;
              organizer: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              previousStartsAt: string | null;
              startsAt: string | null;
              /** @enum {string} */
              status: "scheduled" | "rescheduled" | "cancelled";
              timeNeedsFixing: boolean;
              timeZone: string | null;
              title: string;
              waitlistCount: number;
              waitlistPosition: number | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiAdminEventsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          description: string;
          endDate?: string;
          endTime: string;
          eventDate: string;
          imageUrl?: string | null;
          /** @default false */
          isFeatured?: boolean;
          location: string;
          maxAttendees?: number | string | null;
          meetingUrl?: string | null;
          startTime: string;
          timeZone: string;
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            event: {
              id: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiAdminEventsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            deleted: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminEventsByIdAttendeesCsv: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": unknown;
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminEventsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            cancelled: true;
            mailed: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminEventsByIdCheckIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            attendees: {
              checkedInAt: string | null;
              checkedInBy: string | null;
              code: string;
              fullName: string;
              registeredAt: string;
              userId: string;
            }[];
            checkedIn: number;
            event: {
              id: string;
              timeZone: string | null;
              title: string;
            };
            registered: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminEventsByIdCheckIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          code: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            attendee: {
              checkedInAt: string | null;
              checkedInBy: string | null;
              code: string;
              fullName: string;
              registeredAt: string;
              userId: string;
            };
            checkedIn: number;
            registered: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiAdminEventsByIdCheckIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          code: string;
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            attendee: {
              checkedInAt: string | null;
              checkedInBy: string | null;
              code: string;
              fullName: string;
              registeredAt: string;
              userId: string;
            };
            checkedIn: number;
            registered: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminEventsByIdPeople: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            attendees: {
              email: string;
              fullName: string;
              registeredAt: string;
              userId: string;
            }[];
            waitlist: {
              email: string;
              fullName: string;
              place: number;
              registeredAt: string;
              userId: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminInboxByKind: {
    parameters: {
      query?: {
        page?: number;
        q?: string;
      };
      header?: never;
      path: {
        kind: "contact" | "sponsors" | "newsletter";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json":
            | {
                items: {
                  createdAt: string;
                  email: string;
                  id: string;
                  message: string;
                  name: string;
                  subject: string;
                }[];
                /** @constant */
                kind: "contact";
                page: number;
                pageSize: number;
                total: number;
              }
            | {
                items: {
                  comments: string | null;
                  companyName: string;
                  createdAt: string;
                  email: string;
                  firstName: string;
                  id: string;
                  lastName: string;
                  phone: string;
                  tier: string;
                }[];
                /** @constant */
                kind: "sponsors";
                page: number;
                pageSize: number;
                total: number;
              }
            | {
                confirmedTotal: number;
                items: {
                  confirmed: boolean;
                  confirmedAt: string | null;
                  createdAt: string;
                  email: string;
                  id: string;
                  source: string | null;
                }[];
                /** @constant */
                kind: "newsletter";
                page: number;
                pageSize: number;
                total: number;
              };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminInboxByKindExport: {
    parameters: {
      query?: {
        page?: number;
        q?: string;
      };
      header?: never;
      path: {
        kind: "contact" | "sponsors" | "newsletter";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": unknown;
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminJobs: {
    parameters: {
      query?: {
        cursor?: string;
        page?: number;
        pageSize?: number;
        search?: string;
        view?: "all" | "pending";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            hasMore: boolean;
            jobs: {
              applicantCountries?: string[];
              city?: string | null;
              company?: string;
              companyId?: string | null;
              contractDuration: string | null;
              contractRate: string | null;
              country?: string | null;
              datePosted: string;
              description?: string;
              employmentType?: string | null;
              expiresAt: string | null;
              id: string;
              isAdminReviewed: boolean;
              isApproved: boolean;
              isContractorRequest: boolean;
              isInterested?: boolean;
              isRemote?: boolean;
              jobBoardUrl?: string;
              location?: string;
              publicDetails?: boolean;
              recruiterId: string | null;
              rejectionReason: string | null;
              salaryCurrency?: string | null;
              salaryMax?: number | null;
              salaryMin?: number | null;
              salaryPeriod?: string | null;
              skills: string[];
              /** @enum {string} */
              status: "pending" | "approved" | "rejected" | "expired";
              title: string;
              workplaceType?: string | null;
            }[];
            nextCursor: string | null;
            total: number | null;
            totalCapped: boolean;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiAdminJobsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            deleted: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminJobsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            job: {
              expiresAt?: string | null;
              id: string;
              isAdminReviewed: boolean;
              isApproved: boolean;
              rejectionReason?: string | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminJobsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            job: {
              expiresAt?: string | null;
              id: string;
              isAdminReviewed: boolean;
              isApproved: boolean;
              rejectionReason?: string | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminJobsBulkDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          ids: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            deleted: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminLog: {
    parameters: {
      query?: {
        action?:
          | "moderation.approve"
          | "moderation.reject"
          | "user.role_change"
          | "user.delete"
          | "user.plan_change"
          | "user.silence"
          | "user.suspend"
          | "user.restriction_lift"
          | "newsletter.send"
          | "application.stage_change"
          | "application.reject"
          | "comment.hide"
          | "comment.show"
          | "comment.delete"
          | "article.delete"
          | "offering.delete"
          | "event.cancel"
          | "event.delete"
          | "event.check_in_undo"
          | "company.edit"
          | "company.delete";
        actor?: string;
        cursor?: string;
        from?: string;
        target?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            actions: {
              action: string;
              actor: {
                id: string | null;
                name: string;
              };
              after: unknown;
              before: unknown;
              createdAt: string;
              id: string;
              reason: string | null;
              targetId: string;
              targetLink: string | null;
              targetName: string | null;
              targetType: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminLogExport: {
    parameters: {
      query?: {
        action?:
          | "moderation.approve"
          | "moderation.reject"
          | "user.role_change"
          | "user.delete"
          | "user.plan_change"
          | "user.silence"
          | "user.suspend"
          | "user.restriction_lift"
          | "newsletter.send"
          | "application.stage_change"
          | "application.reject"
          | "comment.hide"
          | "comment.show"
          | "comment.delete"
          | "article.delete"
          | "offering.delete"
          | "event.cancel"
          | "event.delete"
          | "event.check_in_undo"
          | "company.edit"
          | "company.delete";
        actor?: string;
        cursor?: string;
        from?: string;
        target?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": unknown;
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminMatchingApplications: {
    parameters: {
      query?: {
        cursor?: string;
        status?: "received" | "matched" | "connected" | "closed";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            applications: {
              additionalInfo: string | null;
              areaOfInterest: string;
              createdAt: string;
              currentRole: string;
              email: string;
              fullName: string;
              goals: string;
              id: string;
              matches: {
                createdAt: string;
                declineReason: string | null;
                id: string;
                mentorId: string;
                mentorName: string;
                /** @enum {string} */
                status: "proposed" | "declined";
              }[];
              overdue: boolean;
              phoneNumber: string | null;
              preferredContactMethod: string;
              resumeUrl: string | null;
              /** @enum {string} */
              status: "received" | "matched" | "connected" | "closed";
              timezone: string;
              yearsExperience: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminMatchingApplicationsByIdClose: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminMatchingApplicationsByIdMatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          mentorIds: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            matched: string[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminMatchingApplicationsByIdSuggestions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            suggestions: {
              expertise: string[];
              fullName: string;
              mentorId: string;
              parts: {
                /** @enum {string} */
                key: "text" | "seniority" | "hours" | "slots" | "load" | "rating";
                max: number;
                points: number;
                reason: string;
              }[];
              score: number;
              title: string | null;
              why: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminMatchingFigures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            byStatus: {
              closed: number;
              connected: number;
              matched: number;
              received: number;
            };
            connectedShare: number | null;
            medianDaysToMatch: number | null;
            mentorLoad: {
              active: number;
              cap: number;
              fullName: string;
              mentorId: string;
              thisMonth: number;
            }[];
            overdue: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminMentorApplications: {
    parameters: {
      query?: {
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            applicants: {
              bio: string | null;
              company: string | null;
              createdAt: string;
              email: string;
              expertise: string[];
              fullName: string;
              id: string;
              title: string | null;
            }[];
            menteeApplications: {
              additionalInfo: string | null;
              areaOfInterest: string;
              createdAt: string;
              currentRole: string;
              email: string;
              fullName: string;
              goals: string;
              id: string;
              phoneNumber: string | null;
              preferredContactMethod: string;
              resumeUrl: string | null;
              yearsExperience: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminMentorApplicationsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A member's id (a better-auth user id: an opaque string, not a UUID) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminMentorApplicationsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A member's id (a better-auth user id: an opaque string, not a UUID) */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminMentorshipFeedback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            mentors: {
              average: number | null;
              comments: {
                at: string;
                authorName: string;
                note: string;
                rating: number;
                /** @enum {string} */
                role: "mentor" | "mentee";
                testimonial: boolean;
              }[];
              mentorId: string;
              mentorName: string;
              ratings: number;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminNewsletterIssues: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            confirmedSubscribers: number;
            issues: {
              createdAt: string;
              figures: {
                failed: number;
                pending: number;
                recipients: number;
                sent: number;
                unsubscribedSince: number;
              };
              id: string;
              sendStartedAt: string | null;
              sentAt: string | null;
              slug: string;
              /** @enum {string} */
              status: "draft" | "sending" | "sent";
              title: string;
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminNewsletterIssues: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          content: string;
          slug: string;
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            content: string;
            createdAt: string;
            figures: {
              failed: number;
              pending: number;
              recipients: number;
              sent: number;
              unsubscribedSince: number;
            };
            id: string;
            sendStartedAt: string | null;
            sentAt: string | null;
            slug: string;
            /** @enum {string} */
            status: "draft" | "sending" | "sent";
            title: string;
            updatedAt: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminNewsletterIssuesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            content: string;
            createdAt: string;
            figures: {
              failed: number;
              pending: number;
              recipients: number;
              sent: number;
              unsubscribedSince: number;
            };
            id: string;
            sendStartedAt: string | null;
            sentAt: string | null;
            slug: string;
            /** @enum {string} */
            status: "draft" | "sending" | "sent";
            title: string;
            updatedAt: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiAdminNewsletterIssuesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          content: string;
          slug: string;
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            content: string;
            createdAt: string;
            figures: {
              failed: number;
              pending: number;
              recipients: number;
              sent: number;
              unsubscribedSince: number;
            };
            id: string;
            sendStartedAt: string | null;
            sentAt: string | null;
            slug: string;
            /** @enum {string} */
            status: "draft" | "sending" | "sent";
            title: string;
            updatedAt: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminNewsletterIssuesByIdPreview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            html: string;
            subject: string;
            text: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminNewsletterIssuesByIdSend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            content: string;
            createdAt: string;
            figures: {
              failed: number;
              pending: number;
              recipients: number;
              sent: number;
              unsubscribedSince: number;
            };
            id: string;
            sendStartedAt: string | null;
            sentAt: string | null;
            slug: string;
            /** @enum {string} */
            status: "draft" | "sending" | "sent";
            title: string;
            updatedAt: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminNewsletterIssuesByIdTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            sent: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminNewsletterPicker: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              detail: string;
              /** @enum {string} */
              kind: "article" | "event" | "job";
              path: string;
              title: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminOfferings: {
    parameters: {
      query?: {
        page?: number;
        status?: "pending" | "approved" | "rejected";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            offerings: {
              author: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              canDelete: boolean;
              canEdit: boolean;
              /** @enum {string} */
              category: "Training" | "Consulting" | "Tools" | "Books" | "Resources" | "Other";
              changes: {
                after: string | null;
                before: string | null;
                /** @enum {string} */
                field: "title" | "description" | "category" | "price" | "contactInfo" | "imageUrl";
              }[];
              contactInfo: string;
              createdAt: string;
              description: string;
              history: {
                decidedAt: string;
                /** @enum {string} */
                decision: "approved" | "rejected";
                reason: string | null;
              }[];
              id: string;
              imageUrl: string | null;
              price: string | null;
              rejectionReason: string | null;
              /** @enum {string} */
              status: "pending" | "approved" | "rejected";
              title: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
            totalCapped: boolean;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminOfferingsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            status: "approved";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminOfferingsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            status: "rejected";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminReview: {
    parameters: {
      query?: {
        cursor?: string;
        kind?:
          | "job"
          | "article"
          | "article_revision"
          | "offering"
          | "mentor_application"
          | "contractor_request"
          | "flagged_comment"
          | "flagged_article"
          | "flagged_offering";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            counts: {
              [key: string]: number;
            };
            items: {
              canDecide: boolean;
              flags: {
                note: string | null;
                reason: string;
              }[];
              id: string;
              /** @enum {string} */
              kind:
                | "job"
                | "article"
                | "article_revision"
                | "offering"
                | "mentor_application"
                | "contractor_request"
                | "flagged_comment"
                | "flagged_article"
                | "flagged_offering";
              link: string;
              resubmissions: number;
              revision?: {
                articleId: string;
                proposed: {
                  content: string;
                  title: string;
                };
                published: {
                  content: string;
                  title: string;
                };
                slug: string;
              } | null;
              /** @enum {string} */
              status: "pending" | "approved" | "rejected";
              submittedAt: string;
              submitter: {
                id: string;
                name: string;
              } | null;
              targetId: string;
              title: string;
              version: number;
            }[];
            nextCursor: string | null;
            total: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminReviewByIdDecision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json":
          | {
              /** @constant */
              decision: "approve";
              reason?: string;
              version: number;
            }
          | {
              /** @constant */
              decision: "reject";
              reason: string;
              version: number;
            };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            version: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminReviewBulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          decision: "approve" | "reject";
          items: {
            /** Format: uuid */
            id: string;
            version: number;
          }[];
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            conflicts: {
              id: string;
              status: string;
              version: number;
            }[];
            decided: {
              id: string;
              /** @enum {string} */
              status: "pending" | "approved" | "rejected";
              version: number;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminReviewCounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            counts: {
              [key: string]: number;
            };
            total: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            activeJobs: number;
            breakdown: {
              mentorApplicants: number;
              pendingArticles: number;
              pendingContractorRequests: number;
              pendingJobs: number;
            };
            eventAttendance: {
              checkedIn: number;
              registered: number;
            };
            mentors: number;
            pendingReviews: number;
            totalUsers: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminUsers: {
    parameters: {
      query?: {
        filter?: "silenced" | "suspended" | "new" | "member" | "trusted" | "staff";
        page?: number;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            page: number;
            pageSize: number;
            total: number;
            totalCapped: boolean;
            users: {
              avatarUrl: string | null;
              createdAt: string;
              email: string;
              fullName: string;
              id: string;
              restrictions: {
                /** @enum {string} */
                kind: "silence" | "suspend";
                reason: string;
                until: string;
              }[];
              /** @enum {string} */
              role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
              /** @enum {string} */
              trustLevel: "new" | "member" | "trusted" | "staff";
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiAdminUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A member's id (a better-auth user id: an opaque string, not a UUID) */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            deleted: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAdminUsersByIdRestrictions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A member's id (a better-auth user id: an opaque string, not a UUID) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            restrictions: {
              active: boolean;
              actorName: string;
              endsAt: string;
              id: string;
              /** @enum {string} */
              kind: "silence" | "suspend";
              liftedAt: string | null;
              liftReason: string | null;
              reason: string;
              startsAt: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminUsersByIdRestrictions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A member's id (a better-auth user id: an opaque string, not a UUID) */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          duration: "1d" | "3d" | "1w" | "1m" | "1y" | "until";
          /** @enum {string} */
          kind: "silence" | "suspend";
          reason: string;
          /** Format: date */
          until?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            restriction: {
              active: boolean;
              actorName: string;
              endsAt: string;
              id: string;
              /** @enum {string} */
              kind: "silence" | "suspend";
              liftedAt: string | null;
              liftReason: string | null;
              reason: string;
              startsAt: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAdminUsersByIdRestrictionsByRestrictionIdLift: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A member's id (a better-auth user id: an opaque string, not a UUID) */
        id: string;
        restrictionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            restriction: {
              active: boolean;
              actorName: string;
              endsAt: string;
              id: string;
              /** @enum {string} */
              kind: "silence" | "suspend";
              liftedAt: string | null;
              liftReason: string | null;
              reason: string;
              startsAt: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiAdminUsersByIdRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A member's id (a better-auth user id: an opaque string, not a UUID) */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
          /** @enum {string} */
          role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            /** @enum {string} */
            role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAlertsUnsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            unsubscribed: true;
            what: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiApplications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uuid */
          jobId: string;
          note?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            application: {
              appliedAt: string;
              company: string;
              id: string;
              jobId: string;
              jobTitle: string;
              note: string | null;
              /** @enum {string} */
              stage: "new" | "reviewing" | "interview" | "offer" | "hired" | "rejected";
              stageChangedAt: string | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiApplicationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiApplicationsByIdNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          body: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            note: {
              authorName: string;
              body: string;
              createdAt: string;
              id: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiApplicationsByIdStage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          message?: string;
          reason?: string;
          /** @enum {string} */
          stage: "new" | "reviewing" | "interview" | "offer" | "hired" | "rejected";
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            mailed: number;
            moved: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiApplicationsMine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            applications: {
              appliedAt: string;
              company: string;
              id: string;
              jobId: string;
              jobTitle: string;
              note: string | null;
              /** @enum {string} */
              stage: "new" | "reviewing" | "interview" | "offer" | "hired" | "rejected";
              stageChangedAt: string | null;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAppointments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            asMentee: {
              cancelledBy: ("mentor" | "mentee") | null;
              cancelReason: string | null;
              date: string;
              declineReason: string | null;
              durationMinutes: number;
              id: string;
              location: string | null;
              mentee: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              menteeTimezone: string;
              mentor: {
                avatarUrl: string | null;
                company: string | null;
                fullName: string;
                id: string | null;
                title: string | null;
              };
              mentorTimezone: string;
              notes: string | null;
              proposal: {
                /** @enum {string} */
                by: "mentor" | "mentee";
                date: string;
                startsAt: string;
                time: string;
              } | null;
              sequence: number;
              sessionType: {
                capacity: number;
                id: string;
                /** @enum {string} */
                kind: "one_to_one" | "group";
                title: string;
              } | null;
              startsAt: string;
              /** @enum {string} */
              status: "pending" | "approved" | "declined" | "completed" | "cancelled" | "expired" | "waitlisted";
              time: string;
              timezone: string;
              topic: string;
            }[];
            asMentor: {
              cancelledBy: ("mentor" | "mentee") | null;
              cancelReason: string | null;
              date: string;
              declineReason: string | null;
              durationMinutes: number;
              id: string;
              location: string | null;
              mentee: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              menteeTimezone: string;
              mentor: {
                avatarUrl: string | null;
                company: string | null;
                fullName: string;
                id: string | null;
                title: string | null;
              };
              mentorTimezone: string;
              notes: string | null;
              proposal: {
                /** @enum {string} */
                by: "mentor" | "mentee";
                date: string;
                startsAt: string;
                time: string;
              } | null;
              sequence: number;
              sessionType: {
                capacity: number;
                id: string;
                /** @enum {string} */
                kind: "one_to_one" | "group";
                title: string;
              } | null;
              startsAt: string;
              /** @enum {string} */
              status: "pending" | "approved" | "declined" | "completed" | "cancelled" | "expired" | "waitlisted";
              time: string;
              timezone: string;
              topic: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAppointments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          date: string;
          mentorId: string;
          notes?: string | null;
          /** Format: uuid */
          sessionTypeId?: string;
          time: string;
          timezone?: string;
          topic: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            appointment: {
              id: string;
              /** @enum {string} */
              status: "pending" | "approved" | "waitlisted";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAppointmentsByIdByLink: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            date: string;
            id: string;
            location: string | null;
            mentor: {
              id: string;
              name: string;
              timezone: string;
            };
            other: {
              name: string;
              timezone: string;
            };
            proposal: {
              byYou: boolean;
              startsAt: string;
            } | null;
            /** @enum {string} */
            role: "mentor" | "mentee";
            startsAt: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined" | "completed" | "cancelled" | "expired" | "waitlisted";
            time: string;
            topic: string;
            yourTimezone: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAppointmentsByIdByLinkCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason?: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            appointment: {
              id: string;
              /** @constant */
              status: "cancelled";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAppointmentsByIdByLinkReschedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          date: string;
          time: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAppointmentsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            appointment: {
              id: string;
              /** @constant */
              status: "cancelled";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAppointmentsByIdDecision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason?: string;
          /** @enum {string} */
          status: "approved" | "declined";
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            appointment: {
              id: string;
              /** @enum {string} */
              status: "pending" | "approved" | "declined" | "completed" | "cancelled" | "expired" | "waitlisted";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiAppointmentsByIdIcs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/calendar": unknown;
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiAppointmentsByIdLocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          location: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAppointmentsByIdReschedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          date: string;
          time: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAppointmentsByIdRescheduleAccept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiAppointmentsByIdRescheduleDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiBillingPlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          plan: "user" | "supporter" | "recruiter";
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiBlogArticles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          content: string;
          imageUrl?: string | null;
          submit?: boolean;
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            article: {
              id: string;
              slug: string;
              /** @enum {string} */
              status: "draft" | "pending" | "published" | "rejected";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiBlogArticlesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            article: {
              author: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              builtIn?: boolean;
              content: string;
              createdAt: string;
              id: string;
              imageUrl: string | null;
              publishedAt: string | null;
              rejectionReason: string | null;
              slug: string;
              /** @enum {string} */
              status: "draft" | "pending" | "published" | "rejected";
              title: string;
              updatedAt: string;
            };
            revision: {
              content: string;
              id: string;
              imageUrl: string | null;
              rejectionReason: string | null;
              /** @enum {string} */
              status: "pending" | "rejected";
              title: string;
              updatedAt: string;
              version: number;
            } | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiBlogArticlesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          content: string;
          imageUrl?: string | null;
          submit?: boolean;
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            article: {
              id: string;
              slug: string;
              /** @enum {string} */
              status: "draft" | "pending" | "published" | "rejected";
            };
            revision: {
              content: string;
              id: string;
              imageUrl: string | null;
              rejectionReason: string | null;
              /** @enum {string} */
              status: "pending" | "rejected";
              title: string;
              updatedAt: string;
              version: number;
            } | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiBlogArticlesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            deleted: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiBlogArticlesByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            article: {
              id: string;
              /** @enum {string} */
              status: "draft" | "pending" | "published" | "rejected";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiBlogArticlesByIdComments: {
    parameters: {
      query?: {
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            comments: {
              content: string;
              createdAt: string;
              hidden: boolean;
              id: string;
              postId: string;
              updatedAt: string;
              user: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiBlogArticlesByIdComments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          content: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            comment: {
              id: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiBlogArticlesByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            article: {
              id: string;
              /** @enum {string} */
              status: "draft" | "pending" | "published" | "rejected";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiBlogArticlesByIdSubmit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            article: {
              id: string;
              slug: string;
              /** @enum {string} */
              status: "draft" | "pending" | "published" | "rejected";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiBlogImages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description A file
           */
          image?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            height: number;
            url: string;
            width: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Unsupported file type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiBlogMine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            articles: {
              author: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              builtIn?: boolean;
              createdAt: string;
              excerpt: string;
              id: string;
              imageUrl: string | null;
              publishedAt: string | null;
              rejectionReason: string | null;
              slug: string;
              /** @enum {string} */
              status: "draft" | "pending" | "published" | "rejected";
              title: string;
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiBlogPending: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            articles: {
              author: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              builtIn?: boolean;
              createdAt: string;
              excerpt: string;
              id: string;
              imageUrl: string | null;
              publishedAt: string | null;
              rejectionReason: string | null;
              slug: string;
              /** @enum {string} */
              status: "draft" | "pending" | "published" | "rejected";
              title: string;
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiBlogPosts: {
    parameters: {
      query?: {
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            articles: {
              author: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              builtIn?: boolean;
              createdAt: string;
              excerpt: string;
              id: string;
              imageUrl: string | null;
              publishedAt: string | null;
              rejectionReason: string | null;
              slug: string;
              /** @enum {string} */
              status: "draft" | "pending" | "published" | "rejected";
              title: string;
              updatedAt: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiBlogPostsBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            article: {
              author: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              builtIn?: boolean;
              content: string;
              createdAt: string;
              id: string;
              imageUrl: string | null;
              publishedAt: string | null;
              rejectionReason: string | null;
              slug: string;
              /** @enum {string} */
              status: "draft" | "pending" | "published" | "rejected";
              title: string;
              updatedAt: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiBlogRevisionsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          version: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            revision: {
              content: string;
              id: string;
              imageUrl: string | null;
              rejectionReason: string | null;
              status: string;
              title: string;
              updatedAt: string;
              version: number;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiBlogRevisionsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
          version: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            revision: {
              content: string;
              id: string;
              imageUrl: string | null;
              rejectionReason: string | null;
              /** @enum {string} */
              status: "pending" | "rejected";
              title: string;
              updatedAt: string;
              version: number;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiBlogRevisionsPending: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            revisions: {
              authorId: string | null;
              authorName: string;
              createdAt: string;
              id: string;
              postId: string;
              slug: string;
              title: string;
              updatedAt: string;
              version: number;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiCalendarByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/calendar": unknown;
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiCandidateSearches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            limit: number;
            savedSearches: {
              createdAt: string;
              /** @enum {string} */
              frequency: "daily" | "weekly";
              id: string;
              name: string;
              query: {
                /**
                 * @description When the candidate can start: immediately, 1-month, 3-months or later (docs/decisions/082)
                 * @enum {string}
                 */
                availability?: "immediately" | "1-month" | "3-months" | "later";
                /**
                 * @description Years of experience band: 0-2, 3-5, 6-10 or 11+
                 * @enum {string}
                 */
                experience?: "0-2" | "3-5" | "6-10" | "11+";
                /** @description The candidate's location, as the location filter lists it */
                location?: string;
                q?: string;
                /** @description A skill the candidate lists (repeat for several: all must be listed) */
                skill?: string | string[];
              };
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiCandidateSearches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          frequency: "daily" | "weekly";
          name: string;
          query: {
            /**
             * @description When the candidate can start: immediately, 1-month, 3-months or later (docs/decisions/082)
             * @enum {string}
             */
            availability?: "immediately" | "1-month" | "3-months" | "later";
            /**
             * @description Years of experience band: 0-2, 3-5, 6-10 or 11+
             * @enum {string}
             */
            experience?: "0-2" | "3-5" | "6-10" | "11+";
            /** @description The candidate's location, as the location filter lists it */
            location?: string;
            q?: string;
            /** @description A skill the candidate lists (repeat for several: all must be listed) */
            skill?: string | string[];
          };
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            createdAt: string;
            /** @enum {string} */
            frequency: "daily" | "weekly";
            id: string;
            name: string;
            query: {
              /**
               * @description When the candidate can start: immediately, 1-month, 3-months or later (docs/decisions/082)
               * @enum {string}
               */
              availability?: "immediately" | "1-month" | "3-months" | "later";
              /**
               * @description Years of experience band: 0-2, 3-5, 6-10 or 11+
               * @enum {string}
               */
              experience?: "0-2" | "3-5" | "6-10" | "11+";
              /** @description The candidate's location, as the location filter lists it */
              location?: string;
              q?: string;
              /** @description A skill the candidate lists (repeat for several: all must be listed) */
              skill?: string | string[];
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiCandidateSearchesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiCandidateSearchesUnsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            unsubscribed: true;
            what: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiCandidates: {
    parameters: {
      query?: {
        /** @description When the candidate can start: immediately, 1-month, 3-months or later (docs/decisions/082) */
        availability?: "immediately" | "1-month" | "3-months" | "later";
        /** @description Years of experience band: 0-2, 3-5, 6-10 or 11+ */
        experience?: "0-2" | "3-5" | "6-10" | "11+";
        /** @description The candidate's location, as the location filter lists it */
        location?: string;
        page?: number;
        q?: string;
        /** @description A skill the candidate lists (repeat for several: all must be listed) */
        skill?: string | string[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            candidates: {
              avatarUrl: string | null;
              bio: string | null;
              company: string | null;
              email?: string;
              expertise: string[];
              fullName: string;
              id: string;
              title: string | null;
            }[];
            didYouMean: string | null;
            facets: {
              availability: {
                count: number;
                /** @enum {string} */
                value: "immediately" | "1-month" | "3-months" | "later";
              }[];
              experience: {
                count: number;
                /** @enum {string} */
                value: "0-2" | "3-5" | "6-10" | "11+";
              }[];
              locations: {
                count: number;
                value: string;
              }[];
              skills: {
                count: number;
                value: string;
              }[];
            };
            hasMore: boolean;
            page: number;
            pageSize: number;
            total: number;
            totalCapped: boolean;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiCandidatesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A member's id (a better-auth user id: an opaque string, not a UUID) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            candidate: {
              avatarUrl: string | null;
              bio: string | null;
              company: string | null;
              email?: string;
              expertise: string[];
              fullName: string;
              githubUrl: string | null;
              id: string;
              linkedinUrl: string | null;
              location: string | null;
              role?: string;
              title: string | null;
              website: string | null;
              yearsExperience: number | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiCommentMailsUnsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            unsubscribed: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiCommentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          content: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            updated: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiCommentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            deleted: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiCommentsByIdVisibility: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          hidden: boolean;
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            hidden: boolean;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiCompanies: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            companies: {
              description: string;
              id: string;
              logoUrl: string | null;
              name: string;
              slug: string;
              website: string | null;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          description?: string | null;
          name: string;
          slug: string;
          website?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            company: {
              description: string;
              id: string;
              logoUrl: string | null;
              name: string;
              slug: string;
              website: string | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiCompaniesBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            company: {
              description: string;
              id: string;
              logoUrl: string | null;
              name: string;
              slug: string;
              website: string | null;
            };
            membership: {
              /** @enum {string} */
              role: "owner" | "recruiter";
              /** @enum {string} */
              status: "pending" | "approved";
            } | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiCompaniesBySlugJobs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            jobs: {
              applicantCountries?: string[];
              city?: string | null;
              company?: string;
              companyId?: string | null;
              contractDuration: string | null;
              contractRate: string | null;
              country?: string | null;
              datePosted: string;
              description?: string;
              employmentType?: string | null;
              expiresAt?: string | null;
              id: string;
              isAdminReviewed?: boolean;
              isApproved?: boolean;
              isContractorRequest: boolean;
              isInterested?: boolean;
              isRemote?: boolean;
              jobBoardUrl?: string;
              location?: string;
              publicDetails?: boolean;
              recruiterId?: string | null;
              salaryCurrency?: string | null;
              salaryMax?: number | null;
              salaryMin?: number | null;
              salaryPeriod?: string | null;
              skills: string[];
              title: string;
              workplaceType?: string | null;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiCompaniesBySlugJoin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            membership: {
              /** @enum {string} */
              role: "owner" | "recruiter";
              /** @enum {string} */
              status: "pending" | "approved";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiCompaniesBySlugLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description A file
           */
          logo?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            logoUrl: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Unsupported file type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiCompaniesBySlugMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            members: {
              createdAt: string;
              id: string;
              name: string;
              /** @enum {string} */
              role: "owner" | "recruiter";
              /** @enum {string} */
              status: "pending" | "approved";
              userId: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiCompanyMembersByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            /** @enum {string} */
            status: "approved" | "declined";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiCompanyMembersByIdDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            /** @enum {string} */
            status: "approved" | "declined";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiContact: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          email: string;
          message: string;
          name: string;
          subject: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            sent: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiDevAlertsRunDigests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            alerts: number;
            interest: number;
            jobReview: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiDevCandidatesRunAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            alerts: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiDevMentorshipCompleteSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uuid */
          appointmentId?: string;
          /** Format: date-time */
          at?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            completed: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiDevMentorshipSendReminders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          appointmentIds: string[];
          /** Format: date-time */
          at: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            reminded: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiEvents: {
    parameters: {
      query?: {
        cursor?: string;
        filter?: "all" | "featured" | "mine";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            events: {
              attendeesCount: number;
              createdAt: string;
              description: string;
              endsAt: string | null;
              eventDate: string;
              eventTime: string;
              id: string;
              imageUrl: string | null;
              isAttending: boolean;
              isFeatured: boolean;
              isOnline: boolean;
              location: string;
              maxAttendees: number | null;
              meetingUrl: string | null;
              organizer: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              previousStartsAt: string | null;
              startsAt: string | null;
              /** @enum {string} */
              status: "scheduled" | "rescheduled" | "cancelled";
              timeNeedsFixing: boolean;
              timeZone: string | null;
              title: string;
              waitlistCount: number;
              waitlistPosition: number | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiEventsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            event: {
              attendeesCount: number;
              createdAt: string;
              description: string;
              endsAt: string | null;
              eventDate: string;
              eventTime: string;
              id: string;
              imageUrl: string | null;
              isAttending: boolean;
              isFeatured: boolean;
              isOnline: boolean;
              location: string;
              maxAttendees: number | null;
              meetingUrl: string | null;
              organizer: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              previousStartsAt: string | null;
              startsAt: string | null;
              /** @enum {string} */
              status: "scheduled" | "rescheduled" | "cancelled";
              timeNeedsFixing: boolean;
              timeZone: string | null;
              title: string;
              waitlistCount: number;
              waitlistPosition: number | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiEventsByIdCheckIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            checkedInAt: string | null;
            code: string;
            qrSvg: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiEventsByIdIcs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/calendar": unknown;
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiEventsByIdRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            registered: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiEventsByIdRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            registered: false;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiEventsByIdWaitlist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            registered: boolean;
            waitlistPosition: number | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiEventsByIdWaitlist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            registered: boolean;
            waitlistPosition: number | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiFilesByIdDownload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/msword": unknown;
          "application/pdf": unknown;
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document": unknown;
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiFilesPublicByKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/gif": unknown;
          "image/jpeg": unknown;
          "image/png": unknown;
          "image/webp": unknown;
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiFlags: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          note?: string;
          /** @enum {string} */
          reason: "spam" | "abuse" | "off_topic" | "other";
          /** Format: uuid */
          targetId: string;
          /** @enum {string} */
          targetKind: "comment" | "article" | "offering";
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            flagged: true;
            hidden: boolean;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiHealth: {
    parameters: {
      query?: {
        deep?: "0" | "1";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            database?: "ok" | "down";
            /** @enum {string} */
            listener?: "up" | "down";
            /** @enum {string} */
            status: "ok" | "degraded" | "down";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiHealthReady: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "ready" | "draining";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiJobs: {
    parameters: {
      query?: {
        contractorOnly?: "true" | "false";
        cursor?: string;
        days?: "7" | "14" | "30" | "all";
        location?: string;
        page?: number;
        pageSize?: number;
        salaryAtLeast?: number;
        salaryCurrency?:
          | "USD"
          | "EUR"
          | "GBP"
          | "CHF"
          | "CAD"
          | "AUD"
          | "NZD"
          | "SGD"
          | "ILS"
          | "AED"
          | "SAR"
          | "PLN"
          | "RON"
          | "BRL"
          | "SEK"
          | "NOK"
          | "DKK"
          | "HKD"
          | "CNY"
          | "MXN"
          | "ZAR"
          | "CZK"
          | "TRY"
          | "UAH"
          | "TWD"
          | "THB"
          | "INR"
          | "JPY"
          | "HUF"
          | "KRW";
        search?: string;
        skill?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            hasMore: boolean;
            jobs: {
              applicantCountries?: string[];
              city?: string | null;
              company?: string;
              companyId?: string | null;
              contractDuration: string | null;
              contractRate: string | null;
              country?: string | null;
              datePosted: string;
              description?: string;
              employmentType?: string | null;
              expiresAt?: string | null;
              id: string;
              isAdminReviewed?: boolean;
              isApproved?: boolean;
              isContractorRequest: boolean;
              isInterested?: boolean;
              isRemote?: boolean;
              jobBoardUrl?: string;
              location?: string;
              publicDetails?: boolean;
              recruiterId?: string | null;
              salaryCurrency?: string | null;
              salaryMax?: number | null;
              salaryMin?: number | null;
              salaryPeriod?: string | null;
              skills: string[];
              title: string;
              workplaceType?: string | null;
            }[];
            nextCursor: string | null;
            page: number;
            pageSize: number;
            redacted: boolean;
            total: number | null;
            totalCapped: boolean;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          applicantCountries?: string[];
          city?: string | null;
          /** @default  */
          company?: string;
          companyId?: string | null;
          contractDuration?: ("less-than-3-months" | "3-6-months" | "6-12-months" | "more-than-12-months") | null;
          contractRate?: ("hourly" | "fixed" | "negotiable") | null;
          country?: string | null;
          description: string;
          employmentType?: ("FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN") | null;
          /** @default false */
          isContractorRequest?: boolean;
          /** @default false */
          isRemote?: boolean;
          jobBoardUrl: string;
          location: string;
          /** @default false */
          publicDetails?: boolean;
          referrer?: string | null;
          salaryCurrency?:
            | (
                | "USD"
                | "EUR"
                | "GBP"
                | "CHF"
                | "CAD"
                | "AUD"
                | "NZD"
                | "SGD"
                | "ILS"
                | "AED"
                | "SAR"
                | "PLN"
                | "RON"
                | "BRL"
                | "SEK"
                | "NOK"
                | "DKK"
                | "HKD"
                | "CNY"
                | "MXN"
                | "ZAR"
                | "CZK"
                | "TRY"
                | "UAH"
                | "TWD"
                | "THB"
                | "INR"
                | "JPY"
                | "HUF"
                | "KRW"
              )
            | null;
          salaryMax?: number | null;
          salaryMin?: number | null;
          salaryPeriod?: ("hour" | "month" | "year") | null;
          skills: string[];
          title: string;
          workplaceType?: ("on-site" | "hybrid" | "remote") | null;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            job: {
              id: string;
              isApproved: boolean;
              title: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiJobsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            job: {
              applicantCountries?: string[];
              city?: string | null;
              company?: string;
              companyId?: string | null;
              contractDuration: string | null;
              contractRate: string | null;
              country?: string | null;
              datePosted: string;
              description?: string;
              employmentType?: string | null;
              expiresAt?: string | null;
              id: string;
              isAdminReviewed?: boolean;
              isApproved?: boolean;
              isContractorRequest: boolean;
              isInterested?: boolean;
              isRemote?: boolean;
              jobBoardUrl?: string;
              location?: string;
              publicDetails?: boolean;
              recruiterId?: string | null;
              salaryCurrency?: string | null;
              salaryMax?: number | null;
              salaryMin?: number | null;
              salaryPeriod?: string | null;
              skills: string[];
              title: string;
              workplaceType?: string | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiJobsByIdApplicants: {
    parameters: {
      query?: {
        stage?: "new" | "reviewing" | "interview" | "offer" | "hired" | "rejected";
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            applicants: {
              appliedAt: string;
              candidate: {
                company: string | null;
                email: string;
                fullName: string;
                githubUrl: string | null;
                id: string;
                linkedinUrl: string | null;
                location: string | null;
                title: string | null;
              };
              id: string;
              note: string | null;
              notes: {
                authorName: string;
                body: string;
                createdAt: string;
                id: string;
              }[];
              /** @enum {string} */
              stage: "new" | "reviewing" | "interview" | "offer" | "hired" | "rejected";
              stageChangedAt: string | null;
            }[];
            counts: {
              hired: number;
              interview: number;
              new: number;
              offer: number;
              rejected: number;
              reviewing: number;
            };
            job: {
              company: string;
              id: string;
              /** @enum {string} */
              managedAs: "recruiter" | "staff";
              title: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiJobsByIdApplicantsExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": unknown;
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiJobsByIdApplicantsStage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          applicationIds: string[];
          message?: string;
          reason?: string;
          /** @enum {string} */
          stage: "new" | "reviewing" | "interview" | "offer" | "hired" | "rejected";
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            mailed: number;
            moved: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiJobsByIdInterest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            interested: boolean;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiJobsByIdInterest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            interested: boolean;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiJobsByIdRenew: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            job: {
              expiresAt: string;
              id: string;
              /** @enum {string} */
              status: "pending" | "approved" | "rejected" | "expired";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiJobsFilters: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            locations: string[];
            skills: string[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMatchingMatches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            matches: {
              areaOfInterest: string;
              createdAt: string;
              currentRole: string;
              goals: string;
              id: string;
              menteeName: string;
              /** @enum {string} */
              status: "proposed" | "declined";
              yearsExperience: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiMatchingMatchesByIdDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            backInQueue: boolean;
            proposedInstead: {
              fullName: string;
              id: string;
            } | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMatchingMyApplication: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            application: {
              areaOfInterest: string;
              createdAt: string;
              id: string;
              mentors: {
                bookingPath: string;
                fullName: string;
                id: string;
                profilePath: string;
                title: string | null;
                why: string | null;
              }[];
              /** @enum {string} */
              status: "received" | "matched" | "connected" | "closed";
            } | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMatchingSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            accepting: boolean;
            monthlyCap: number;
            usedThisMonth: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiMatchingSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          accepting: boolean;
          monthlyCap: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            accepting: boolean;
            monthlyCap: number;
            usedThisMonth: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            profile: {
              availableFrom: ("immediately" | "1-month" | "3-months" | "later") | null;
              /** @enum {string} */
              avatarSource: "upload" | "gravatar" | "default";
              avatarUrl: string | null;
              bio: string | null;
              company: string | null;
              createdAt: string;
              email: string;
              expertise: string[];
              fullName: string;
              githubUrl: string | null;
              id: string;
              isOpenToWork: boolean;
              isVerifiedContractor: boolean;
              linkedinUrl: string | null;
              location: string | null;
              /** @enum {string} */
              role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
              timezone: string;
              title: string | null;
              website: string | null;
              yearsExperience: number | null;
            };
            restriction?: {
              /** @enum {string} */
              kind: "silence" | "suspend";
              reason: string;
              until: string;
            } | null;
            user: {
              capabilities: ("mentor" | "recruiter" | "admin")[];
              email: string;
              emailVerified: boolean;
              id: string;
              mentorApplication: ("pending" | "approved" | "rejected") | null;
              name: string;
              /** @enum {string} */
              plan: "free" | "supporter" | "contractor";
              /** @enum {string} */
              role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMeCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            active: boolean;
            createdAt: string | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiMeCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            createdAt: string;
            url: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiMeCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMeCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            companies: {
              description: string;
              id: string;
              logoUrl: string | null;
              name: string;
              /** @enum {string} */
              role: "owner" | "recruiter";
              slug: string;
              /** @enum {string} */
              status: "pending" | "approved";
              website: string | null;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMeJobs: {
    parameters: {
      query?: {
        cursor?: string;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            hasMore: boolean;
            jobs: {
              company: string;
              datePosted: string;
              expiresAt: string | null;
              id: string;
              location: string;
              rejectionReason: string | null;
              /** @enum {string} */
              status: "pending" | "approved" | "rejected" | "expired";
              title: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMeNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            preferences: {
              application_updates: boolean;
              blog_comment: boolean;
              candidate_alerts: boolean;
              event_reminders: boolean;
              job_alerts: boolean;
              job_interest_digest: boolean;
              job_review_digest: boolean;
              job_review_each: boolean;
              mentorship_feedback: boolean;
              notification_catch_up: boolean;
              session_reminders: boolean;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiMeNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          application_updates?: boolean;
          blog_comment?: boolean;
          candidate_alerts?: boolean;
          event_reminders?: boolean;
          job_alerts?: boolean;
          job_interest_digest?: boolean;
          job_review_digest?: boolean;
          job_review_each?: boolean;
          mentorship_feedback?: boolean;
          notification_catch_up?: boolean;
          session_reminders?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            preferences: {
              application_updates: boolean;
              blog_comment: boolean;
              candidate_alerts: boolean;
              event_reminders: boolean;
              job_alerts: boolean;
              job_interest_digest: boolean;
              job_review_digest: boolean;
              job_review_each: boolean;
              mentorship_feedback: boolean;
              notification_catch_up: boolean;
              session_reminders: boolean;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMeSavedSearches: {
    parameters: {
      query?: {
        cursor?: string;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            limit: number;
            nextCursor: string | null;
            savedSearches: {
              createdAt: string;
              /** @enum {string} */
              frequency: "daily" | "weekly";
              id: string;
              lastDigestAt: string | null;
              name: string;
              query: {
                /** @default false */
                contractorOnly: boolean;
                /**
                 * @default all
                 * @enum {string}
                 */
                days: "7" | "14" | "30" | "all";
                location?: string;
                search?: string;
                skill?: string;
              };
            }[];
            total: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiMeSavedSearches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          frequency: "daily" | "weekly";
          name: string;
          query: {
            /** @default false */
            contractorOnly?: boolean;
            /**
             * @default all
             * @enum {string}
             */
            days?: "7" | "14" | "30" | "all";
            location?: string;
            search?: string;
            skill?: string;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            createdAt: string;
            /** @enum {string} */
            frequency: "daily" | "weekly";
            id: string;
            lastDigestAt: string | null;
            name: string;
            query: {
              /** @default false */
              contractorOnly: boolean;
              /**
               * @default all
               * @enum {string}
               */
              days: "7" | "14" | "30" | "all";
              location?: string;
              search?: string;
              skill?: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiMeSavedSearchesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            ok: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  patchApiMeSavedSearchesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          frequency?: "daily" | "weekly";
          name?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            createdAt: string;
            /** @enum {string} */
            frequency: "daily" | "weekly";
            id: string;
            lastDigestAt: string | null;
            name: string;
            query: {
              /** @default false */
              contractorOnly: boolean;
              /**
               * @default all
               * @enum {string}
               */
              days: "7" | "14" | "30" | "all";
              location?: string;
              search?: string;
              skill?: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMentors: {
    parameters: {
      query?: {
        cursor?: string;
        expertise?: string;
        overlap?: string;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            facets: {
              expertise: {
                count: number;
                value: string;
              }[];
            };
            mentors: {
              avatarUrl: string | null;
              company: string | null;
              expertise: string[];
              fullName: string;
              id: string;
              rating: {
                average: number;
                count: number;
              } | null;
              title: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMentorsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A member's id (a better-auth user id: an opaque string, not a UUID) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            availability: {
              0: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              1: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              2: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              3: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              4: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              5: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              6: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
            };
            mentor: {
              avatarUrl: string | null;
              bio: string | null;
              company: string | null;
              expertise: string[];
              fullName: string;
              id: string;
              timezone: string;
              title: string | null;
            };
            open: {
              [key: string]: string[];
            };
            rating: {
              average: number;
              count: number;
            } | null;
            sessionTypes: {
              bufferAfterMinutes: number;
              bufferBeforeMinutes: number;
              capacity: number;
              description: string | null;
              durationMinutes: number;
              id: string;
              /** @enum {string} */
              kind: "one_to_one" | "group";
              minNoticeHours: number;
              title: string;
            }[];
            taken: {
              date: string;
              time: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMentorsByIdSlots: {
    parameters: {
      query: {
        type: string;
      };
      header?: never;
      path: {
        /** @description A member's id (a better-auth user id: an opaque string, not a UUID) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            bookingWindowDays: number;
            sessionType: {
              bufferAfterMinutes: number;
              bufferBeforeMinutes: number;
              capacity: number;
              description: string | null;
              durationMinutes: number;
              id: string;
              /** @enum {string} */
              kind: "one_to_one" | "group";
              minNoticeHours: number;
              title: string;
            };
            slots: {
              date: string;
              seatsLeft: number;
              startsAt: string;
              time: string;
            }[];
            timezone: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMentorsByIdTestimonials: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A member's id (a better-auth user id: an opaque string, not a UUID) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            testimonials: {
              at: string;
              author: string;
              rating: number;
              text: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMentorsMeAvailability: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            availability: {
              0: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              1: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              2: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              3: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              4: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              5: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              6: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
            };
            isDefault: boolean;
            timezone: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiMentorsMeAvailability: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          availability: {
            /** @default [] */
            0?: (
              | "7:00 AM"
              | "8:00 AM"
              | "9:00 AM"
              | "10:00 AM"
              | "11:00 AM"
              | "12:00 PM"
              | "1:00 PM"
              | "2:00 PM"
              | "3:00 PM"
              | "4:00 PM"
              | "5:00 PM"
              | "6:00 PM"
              | "7:00 PM"
              | "8:00 PM"
            )[];
            /** @default [] */
            1?: (
              | "7:00 AM"
              | "8:00 AM"
              | "9:00 AM"
              | "10:00 AM"
              | "11:00 AM"
              | "12:00 PM"
              | "1:00 PM"
              | "2:00 PM"
              | "3:00 PM"
              | "4:00 PM"
              | "5:00 PM"
              | "6:00 PM"
              | "7:00 PM"
              | "8:00 PM"
            )[];
            /** @default [] */
            2?: (
              | "7:00 AM"
              | "8:00 AM"
              | "9:00 AM"
              | "10:00 AM"
              | "11:00 AM"
              | "12:00 PM"
              | "1:00 PM"
              | "2:00 PM"
              | "3:00 PM"
              | "4:00 PM"
              | "5:00 PM"
              | "6:00 PM"
              | "7:00 PM"
              | "8:00 PM"
            )[];
            /** @default [] */
            3?: (
              | "7:00 AM"
              | "8:00 AM"
              | "9:00 AM"
              | "10:00 AM"
              | "11:00 AM"
              | "12:00 PM"
              | "1:00 PM"
              | "2:00 PM"
              | "3:00 PM"
              | "4:00 PM"
              | "5:00 PM"
              | "6:00 PM"
              | "7:00 PM"
              | "8:00 PM"
            )[];
            /** @default [] */
            4?: (
              | "7:00 AM"
              | "8:00 AM"
              | "9:00 AM"
              | "10:00 AM"
              | "11:00 AM"
              | "12:00 PM"
              | "1:00 PM"
              | "2:00 PM"
              | "3:00 PM"
              | "4:00 PM"
              | "5:00 PM"
              | "6:00 PM"
              | "7:00 PM"
              | "8:00 PM"
            )[];
            /** @default [] */
            5?: (
              | "7:00 AM"
              | "8:00 AM"
              | "9:00 AM"
              | "10:00 AM"
              | "11:00 AM"
              | "12:00 PM"
              | "1:00 PM"
              | "2:00 PM"
              | "3:00 PM"
              | "4:00 PM"
              | "5:00 PM"
              | "6:00 PM"
              | "7:00 PM"
              | "8:00 PM"
            )[];
            /** @default [] */
            6?: (
              | "7:00 AM"
              | "8:00 AM"
              | "9:00 AM"
              | "10:00 AM"
              | "11:00 AM"
              | "12:00 PM"
              | "1:00 PM"
              | "2:00 PM"
              | "3:00 PM"
              | "4:00 PM"
              | "5:00 PM"
              | "6:00 PM"
              | "7:00 PM"
              | "8:00 PM"
            )[];
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            availability: {
              0: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              1: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              2: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              3: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              4: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              5: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              6: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
            };
            isDefault: boolean;
            timezone: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiMentorsMeAvailability: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            availability: {
              0: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              1: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              2: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              3: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              4: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              5: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
              6: (
                | "7:00 AM"
                | "8:00 AM"
                | "9:00 AM"
                | "10:00 AM"
                | "11:00 AM"
                | "12:00 PM"
                | "1:00 PM"
                | "2:00 PM"
                | "3:00 PM"
                | "4:00 PM"
                | "5:00 PM"
                | "6:00 PM"
                | "7:00 PM"
                | "8:00 PM"
              )[];
            };
            isDefault: boolean;
            timezone: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMentorsMeSessionTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            sessionTypes: {
              bufferAfterMinutes: number;
              bufferBeforeMinutes: number;
              capacity: number;
              description: string | null;
              durationMinutes: number;
              id: string;
              /** @enum {string} */
              kind: "one_to_one" | "group";
              minNoticeHours: number;
              title: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiMentorsMeSessionTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default 0 */
          bufferAfterMinutes?: number;
          /** @default 0 */
          bufferBeforeMinutes?: number;
          capacity?: number | null;
          description?: string | null;
          durationMinutes: number;
          /** @enum {string} */
          kind: "one_to_one" | "group";
          /** @default 0 */
          minNoticeHours?: number;
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            bufferAfterMinutes: number;
            bufferBeforeMinutes: number;
            capacity: number;
            description: string | null;
            durationMinutes: number;
            id: string;
            /** @enum {string} */
            kind: "one_to_one" | "group";
            minNoticeHours: number;
            title: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiMentorsMeSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            bookingWindowDays: number;
            bufferMinutes: number;
            datesOff: string[];
            extraHours: {
              [key: string]: string[];
            };
            meetingLocation: string | null;
            minNoticeHours: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiMentorsMeSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          bookingWindowDays?: number;
          bufferMinutes: number;
          datesOff: string[];
          extraHours?: {
            [key: string]: (
              | "7:00 AM"
              | "8:00 AM"
              | "9:00 AM"
              | "10:00 AM"
              | "11:00 AM"
              | "12:00 PM"
              | "1:00 PM"
              | "2:00 PM"
              | "3:00 PM"
              | "4:00 PM"
              | "5:00 PM"
              | "6:00 PM"
              | "7:00 PM"
              | "8:00 PM"
            )[];
          };
          meetingLocation: string | null;
          minNoticeHours: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            bookingWindowDays: number;
            bufferMinutes: number;
            datesOff: string[];
            extraHours: {
              [key: string]: string[];
            };
            meetingLocation: string | null;
            minNoticeHours: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiMentorshipApplications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          additionalInfo?: string;
          areaOfInterest: string;
          currentRole: string;
          email: string;
          fullName: string;
          goals: string;
          phoneNumber?: string;
          /**
           * @default email
           * @enum {string}
           */
          preferredContactMethod?: "email" | "phone" | "either";
          /**
           * Format: binary
           * @description A file
           */
          resume?: string;
          timezone?: string;
          /** @enum {string} */
          yearsExperience: "0-1" | "1-3" | "3-5" | "5-10" | "10+";
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            application: {
              id: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Unsupported file type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiMentorshipFeedback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          note?: string;
          rating: number;
          /** @default false */
          testimonial?: boolean;
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            note: string | null;
            otherName: string;
            rating: number;
            /** @enum {string} */
            role: "mentor" | "mentee";
            sessionDate: string;
            testimonial: boolean;
            topic: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiMentorshipFeedbackRating: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            note: string | null;
            otherName: string;
            rating: number;
            /** @enum {string} */
            role: "mentor" | "mentee";
            sessionDate: string;
            testimonial: boolean;
            topic: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiMentorshipMentorApplication: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiNewsletter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          email: string;
          /** @enum {string} */
          source?: "footer" | "landing" | "podcasts" | "learning-tools";
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            pending: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiNewsletterConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            confirmed: true;
            email: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiNewsletterIssues: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            issues: {
              excerpt: string;
              sentAt: string;
              slug: string;
              title: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiNewsletterIssuesBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            content: string;
            sentAt: string;
            slug: string;
            title: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiNewsletterUnsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            unsubscribed: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiNotificationsUnsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            kind: string;
            label: string;
            /** @constant */
            unsubscribed: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiOfferings: {
    parameters: {
      query?: {
        category?: "Training" | "Consulting" | "Tools" | "Books" | "Resources" | "Other";
        cursor?: string;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            nextCursor: string | null;
            offerings: {
              author: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              canDelete: boolean;
              canEdit: boolean;
              /** @enum {string} */
              category: "Training" | "Consulting" | "Tools" | "Books" | "Resources" | "Other";
              contactInfo: string;
              createdAt: string;
              description: string;
              id: string;
              imageUrl: string | null;
              price: string | null;
              rejectionReason: string | null;
              /** @enum {string} */
              status: "pending" | "approved" | "rejected";
              title: string;
            }[];
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiOfferings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          category: "Training" | "Consulting" | "Tools" | "Books" | "Resources" | "Other";
          contactInfo: string;
          description: string;
          imageUrl?: string | null;
          price?: string | null;
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            offering: {
              id: string;
              /** @enum {string} */
              status: "pending" | "approved" | "rejected";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiOfferingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          category: "Training" | "Consulting" | "Tools" | "Books" | "Resources" | "Other";
          contactInfo: string;
          description: string;
          imageUrl?: string | null;
          price?: string | null;
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            offering: {
              id: string;
              /** @enum {string} */
              status: "pending" | "approved" | "rejected";
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiOfferingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            deleted: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiOfferingsByIdEdit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            offering: {
              author: {
                avatarUrl: string | null;
                fullName: string;
                id: string | null;
              };
              canDelete: boolean;
              canEdit: boolean;
              /** @enum {string} */
              category: "Training" | "Consulting" | "Tools" | "Books" | "Resources" | "Other";
              contactInfo: string;
              createdAt: string;
              description: string;
              history: {
                decidedAt: string;
                /** @enum {string} */
                decision: "approved" | "rejected";
                reason: string | null;
              }[];
              id: string;
              imageUrl: string | null;
              price: string | null;
              rejectionReason: string | null;
              /** @enum {string} */
              status: "pending" | "approved" | "rejected";
              title: string;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          availableFrom?: ("immediately" | "1-month" | "3-months" | "later") | null;
          bio?: string | null;
          company?: string | null;
          /** @default [] */
          expertise?: string[];
          fullName: string;
          githubUrl?: string | null;
          /** @default false */
          isOpenToWork?: boolean;
          linkedinUrl?: string | null;
          location?: string | null;
          /** @default UTC */
          timezone?: string;
          title?: string | null;
          website?: string | null;
          yearsExperience: number | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            profile: {
              availableFrom: ("immediately" | "1-month" | "3-months" | "later") | null;
              /** @enum {string} */
              avatarSource: "upload" | "gravatar" | "default";
              avatarUrl: string | null;
              bio: string | null;
              company: string | null;
              createdAt: string;
              email: string;
              expertise: string[];
              fullName: string;
              githubUrl: string | null;
              id: string;
              isOpenToWork: boolean;
              isVerifiedContractor: boolean;
              linkedinUrl: string | null;
              location: string | null;
              /** @enum {string} */
              role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
              timezone: string;
              title: string | null;
              website: string | null;
              yearsExperience: number | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiProfileAvatar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description A file
           */
          avatar?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            avatarUrl: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Unsupported file type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiProfileAvatarSource: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          source: "gravatar" | "default";
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            avatarUrl: string | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiProfileContractorRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            githubConnected: boolean;
            linkedinConnected: boolean;
            request: {
              createdAt: string;
              githubConnected: boolean;
              id: string;
              linkedinConnected: boolean;
              profile?: {
                avatarUrl: string | null;
                company: string | null;
                email: string;
                fullName: string;
                title: string | null;
              };
              relevantProjects: string;
              resumeUrl: string | null;
              specialization: string;
              status: "pending" | "approved" | "rejected";
              testimonials: string;
              userId: string;
              yearsExperience: number;
            } | null;
            verified: boolean;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiProfileContractorRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          relevantProjects: string;
          /**
           * Format: binary
           * @description A file
           */
          resume?: string;
          specialization: string;
          testimonials: string;
          yearsExperience: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            updated: true;
          };
        };
      };
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            updated: false;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Unsupported file type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiRecruiterCandidates: {
    parameters: {
      query: {
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            candidates: {
              avatarUrl: string | null;
              bio: string | null;
              company: string | null;
              email?: string;
              expertise: string[];
              fullName: string;
              githubUrl: string | null;
              id: string;
              linkedinUrl: string | null;
              location: string | null;
              role?: string;
              title: string | null;
              website: string | null;
              yearsExperience: number | null;
            }[];
            total: number;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiRecruiterJobs: {
    parameters: {
      query?: {
        cursor?: string;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            activeJobs: number | null;
            activeJobsCapped: boolean;
            hasMore: boolean;
            jobs: {
              applicantCount: number;
              applicantCountries?: string[];
              city?: string | null;
              company?: string;
              companyId?: string | null;
              contractDuration: string | null;
              contractRate: string | null;
              country?: string | null;
              datePosted: string;
              description?: string;
              employmentType?: string | null;
              expiresAt: string | null;
              id: string;
              isAdminReviewed?: boolean;
              isApproved?: boolean;
              isContractorRequest: boolean;
              isInterested?: boolean;
              isRemote?: boolean;
              jobBoardUrl?: string;
              location?: string;
              publicDetails?: boolean;
              recruiterId?: string | null;
              rejectionReason: string | null;
              salaryCurrency?: string | null;
              salaryMax?: number | null;
              salaryMin?: number | null;
              salaryPeriod?: string | null;
              skills: string[];
              stageCounts: {
                hired: number;
                interview: number;
                new: number;
                offer: number;
                rejected: number;
                reviewing: number;
              };
              /** @enum {string} */
              status: "pending" | "approved" | "rejected" | "expired";
              title: string;
              workplaceType?: string | null;
            }[];
            nextCursor: string | null;
            totalApplicants: number | null;
            totalApplicantsCapped: boolean;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiRecruiterJobsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            applicants: {
              avatarUrl: string | null;
              bio: string | null;
              company: string | null;
              email?: string;
              expertise: string[];
              fullName: string;
              githubUrl: string | null;
              id: string;
              linkedinUrl: string | null;
              location: string | null;
              role?: string;
              title: string | null;
              website: string | null;
              yearsExperience: number | null;
            }[];
            job: {
              applicantCountries?: string[];
              city?: string | null;
              company?: string;
              companyId?: string | null;
              contractDuration: string | null;
              contractRate: string | null;
              country?: string | null;
              datePosted: string;
              description?: string;
              employmentType?: string | null;
              expiresAt?: string | null;
              id: string;
              isAdminReviewed?: boolean;
              isApproved?: boolean;
              isContractorRequest: boolean;
              isInterested?: boolean;
              isRemote?: boolean;
              jobBoardUrl?: string;
              location?: string;
              publicDetails?: boolean;
              recruiterId?: string | null;
              salaryCurrency?: string | null;
              salaryMax?: number | null;
              salaryMin?: number | null;
              salaryPeriod?: string | null;
              skills: string[];
              title: string;
              workplaceType?: string | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiRecruiterJobsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          applicantCountries?: string[];
          city?: string | null;
          /** @default  */
          company?: string;
          companyId?: string | null;
          contractDuration?: ("less-than-3-months" | "3-6-months" | "6-12-months" | "more-than-12-months") | null;
          contractRate?: ("hourly" | "fixed" | "negotiable") | null;
          country?: string | null;
          description: string;
          employmentType?: ("FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN") | null;
          /** @default false */
          isContractorRequest?: boolean;
          /** @default false */
          isRemote?: boolean;
          jobBoardUrl: string;
          location: string;
          /** @default false */
          publicDetails?: boolean;
          referrer?: string | null;
          salaryCurrency?:
            | (
                | "USD"
                | "EUR"
                | "GBP"
                | "CHF"
                | "CAD"
                | "AUD"
                | "NZD"
                | "SGD"
                | "ILS"
                | "AED"
                | "SAR"
                | "PLN"
                | "RON"
                | "BRL"
                | "SEK"
                | "NOK"
                | "DKK"
                | "HKD"
                | "CNY"
                | "MXN"
                | "ZAR"
                | "CZK"
                | "TRY"
                | "UAH"
                | "TWD"
                | "THB"
                | "INR"
                | "JPY"
                | "HUF"
                | "KRW"
              )
            | null;
          salaryMax?: number | null;
          salaryMin?: number | null;
          salaryPeriod?: ("hour" | "month" | "year") | null;
          skills: string[];
          title: string;
          workplaceType?: ("on-site" | "hybrid" | "remote") | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            job: {
              id: string;
              isAdminReviewed: boolean;
              isApproved: boolean;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiRecruiterJobsByIdEdit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            job: {
              applicantCountries?: string[];
              city?: string | null;
              company?: string;
              companyId?: string | null;
              contractDuration: string | null;
              contractRate: string | null;
              country?: string | null;
              datePosted: string;
              description?: string;
              employmentType?: string | null;
              expiresAt?: string | null;
              id: string;
              isAdminReviewed?: boolean;
              isApproved: boolean;
              isContractorRequest: boolean;
              isInterested?: boolean;
              isRemote?: boolean;
              jobBoardUrl?: string;
              location?: string;
              publicDetails?: boolean;
              recruiterId?: string | null;
              referrer: string | null;
              salaryCurrency?: string | null;
              salaryMax?: number | null;
              salaryMin?: number | null;
              salaryPeriod?: string | null;
              skills: string[];
              title: string;
              workplaceType?: string | null;
            };
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            me: {
              profile: {
                availableFrom: ("immediately" | "1-month" | "3-months" | "later") | null;
                /** @enum {string} */
                avatarSource: "upload" | "gravatar" | "default";
                avatarUrl: string | null;
                bio: string | null;
                company: string | null;
                createdAt: string;
                email: string;
                expertise: string[];
                fullName: string;
                githubUrl: string | null;
                id: string;
                isOpenToWork: boolean;
                isVerifiedContractor: boolean;
                linkedinUrl: string | null;
                location: string | null;
                /** @enum {string} */
                role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
                timezone: string;
                title: string | null;
                website: string | null;
                yearsExperience: number | null;
              };
              restriction?: {
                /** @enum {string} */
                kind: "silence" | "suspend";
                reason: string;
                until: string;
              } | null;
              user: {
                capabilities: ("mentor" | "recruiter" | "admin")[];
                email: string;
                emailVerified: boolean;
                id: string;
                mentorApplication: ("pending" | "approved" | "rejected") | null;
                name: string;
                /** @enum {string} */
                plan: "free" | "supporter" | "contractor";
                /** @enum {string} */
                role: "user" | "supporter" | "recruiter" | "contractor" | "mentor_applicant" | "mentor" | "admin";
              };
            } | null;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  getApiSessionTypesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            bufferAfterMinutes: number;
            bufferBeforeMinutes: number;
            capacity: number;
            description: string | null;
            durationMinutes: number;
            id: string;
            /** @enum {string} */
            kind: "one_to_one" | "group";
            minNoticeHours: number;
            title: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  putApiSessionTypesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default 0 */
          bufferAfterMinutes?: number;
          /** @default 0 */
          bufferBeforeMinutes?: number;
          capacity?: number | null;
          description?: string | null;
          durationMinutes: number;
          /** @enum {string} */
          kind: "one_to_one" | "group";
          /** @default 0 */
          minNoticeHours?: number;
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            bufferAfterMinutes: number;
            bufferBeforeMinutes: number;
            capacity: number;
            description: string | null;
            durationMinutes: number;
            id: string;
            /** @enum {string} */
            kind: "one_to_one" | "group";
            minNoticeHours: number;
            title: string;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  deleteApiSessionTypesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiSignInUnlock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            unlocked: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  postApiSponsorsInquiries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          comments?: string | null;
          companyName: string;
          email: string;
          firstName: string;
          lastName: string;
          phone: string;
          /** @enum {string} */
          tier: "silver" | "gold" | "diamond";
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            submitted: true;
          };
        };
      };
      /** @description Invalid input (the common error body with per-field messages) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Signed in without permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Body or file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Rate limited */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
}
