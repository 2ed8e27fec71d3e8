/**
 * English strings of the refer-a-friend page (flat keys, prefix 'ref.'), loaded with the page's chunk and merged
 * into the app's resource by `use-referral-t.ts`.
 */
export const referralEn = {
  'ref.title': 'Refer a friend',
  'ref.subtitle': 'Invite friends to invest with us. Share your code or your link; they enter it when they sign up.',
  'ref.reward': 'You receive {{amount}} in your first goal when a friend you invited makes a first deposit.',
  'ref.rewardCap': 'Up to {{count}} rewards.',
  'ref.rewardOff': 'Referral rewards are paused at the moment. Friends can still sign up with your code.',
  'ref.code': 'Your referral code',
  'ref.link': 'Your invitation link',
  'ref.copyCode': 'Copy code',
  'ref.copyLink': 'Copy link',
  'ref.share': 'Share',
  'ref.shareTitle': 'Invest with Harta',
  'ref.shareText': 'Join me on Harta and start investing. Sign up with my referral code {{code}}:',
  'ref.copied': 'Copied to the clipboard',
  'ref.shared': 'Shared',
  'ref.shareFailed': 'Sharing did not work. Copy the link instead.',
  'ref.friends': 'Friends you invited',
  'ref.friendsEmpty': 'No friends have signed up with your code yet. Share your link to invite them.',
  'ref.friend': 'Friend',
  'ref.signedUp': 'Signed up on',
  'ref.stage': 'Where they are',
  'ref.stage.SIGNED_UP': 'Signed up',
  'ref.stage.APPROVED': 'Approved',
  'ref.stage.FIRST_DEPOSIT': 'First deposit made',
  'ref.rewarded': 'Reward credited',
  'ref.loadFailed': 'We could not load your referral details.',
} as const;
