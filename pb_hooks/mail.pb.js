/// <reference path="../.tmp/pb-types/types.d.ts" />
// Outgoing mail.
// 1. Password reset, verification and e-mail change links open the PWA's own pages
//    (/reset-password, /verify-email, /confirm-email ?token=…), not PocketBase's English
//    dashboard pages, so the forms, their texts and the redirects are the site's own.
//    This rewrites PocketBase's English mails; other languages get these links (under
//    /<lang>/) from internal/authmail, whose hook runs first.
// 2. Without SMTP (Dashboard → Settings → Mail settings), mail is not sent but logged at
//    info level with its recipients, subject and links, so a self-hoster can find the
//    verification and reset links in Dashboard → Logs (or the server output).

// Each hook's callback runs in its own VM: the helper lives inside it (not at file scope).
onMailerRecordPasswordResetSend((e) => {
  if (e.message) {
    const fix = (s) => String(s || "").replace(/\/_\/#\/auth\/confirm-password-reset\/([A-Za-z0-9._-]+)/g, "/reset-password?token=$1");
    e.message.html = fix(e.message.html);
    e.message.text = fix(e.message.text);
  }
  e.next();
});

onMailerRecordVerificationSend((e) => {
  if (e.message) {
    const fix = (s) => String(s || "").replace(/\/_\/#\/auth\/confirm-verification\/([A-Za-z0-9._-]+)/g, "/verify-email?token=$1");
    e.message.html = fix(e.message.html);
    e.message.text = fix(e.message.text);
  }
  e.next();
});

onMailerRecordEmailChangeSend((e) => {
  if (e.message) {
    const fix = (s) => String(s || "").replace(/\/_\/#\/auth\/confirm-email-change\/([A-Za-z0-9._-]+)/g, "/confirm-email?token=$1");
    e.message.html = fix(e.message.html);
    e.message.text = fix(e.message.text);
  }
  e.next();
});

onMailerSend((e) => {
  if (e.app.settings().smtp.enabled) {
    e.next();
    return;
  }
  const m = e.message;
  if (!m) return;
  const to = (m.to || []).map((a) => a.address).join(", ");
  const links = [];
  const re = /href="([^"]+)"/g;
  let match;
  while ((match = re.exec(String(m.html || ""))) !== null) {
    const link = match[1].replace(/&amp;/g, "&");
    if (links.indexOf(link) < 0) links.push(link);
  }
  e.app.logger().info("Mail not sent (SMTP is not enabled): " + m.subject, "to", to, "subject", m.subject, "links", links.join(" "));
  // Not calling e.next(): nothing is handed to the (absent) local sendmail.
});
