/**
 * What a new account's text may carry (docs/decisions/056): at most 2 links in a comment or
 * a bio, and no image in a comment. Plain functions so the form and the server say the same thing.
 */
export const NEW_ACCOUNT_MAX_LINKS = 2;

// A URL with a scheme, a bare www. host, or a Markdown link target; counted once each.
const LINK = /\b(?:https?|ftp):\/\/[^\s<>"')\]]+|\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s<>"')\]]*/gi;
// An <img> tag, a Markdown image, a data: image, or a link to an image file.
const IMAGE =
  /<img\b|!\[[^\]]*\]\(|data:image\/|\b(?:https?:\/\/|www\.)[^\s<>"')\]]+\.(?:png|jpe?g|gif|webp|avif|bmp|svg|ico|tiff?)(?:[?#][^\s<>"')\]]*)?(?=$|[\s<>"')\]])/i;

export const countLinks = (text: string): number => text.match(LINK)?.length ?? 0;
export const hasImage = (text: string): boolean => IMAGE.test(text);

export const tooManyLinksMessage = (where: "comment" | "bio") =>
  `New accounts can include at most ${NEW_ACCOUNT_MAX_LINKS} links in a ${where}`;
export const NO_IMAGES_MESSAGE = "New accounts cannot include images in comments";
