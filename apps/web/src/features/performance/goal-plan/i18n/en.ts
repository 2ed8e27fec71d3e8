/**
 * English strings of a goal's plan (prefix 'plan.'), loaded with the performance chunk. The band is explained in
 * words and the projection never reads as a promise (docs/goals.md "What the client reads").
 */
export const goalsEn = {
  'plan.heading': 'Your plan for this goal',
  'plan.loading': 'Loading your plan…',
  'plan.loadFailed': 'We could not load this goal’s plan.',
  'plan.noTarget':
    'Set a target amount and date to see whether this goal is on track, and what to add each month to get there.',
  'plan.setTarget': 'Set a target',
  'plan.edit': 'Change the plan',
  'plan.progress': '{{value}} of {{target}} by {{date}}',
  'plan.progressLabel': 'Progress towards the target: {{percent}} %',
  'plan.onTrack': 'On track',
  'plan.needsAttention': 'Needs attention',
  'plan.onTrackBody': 'Half of the simulated outcomes reach your target by {{date}} with what you plan to add.',
  'plan.needsAttentionBody':
    'Fewer than half of the simulated outcomes reach your target by {{date}}. Adding {{deposit}} a month would bring the middle outcome to it.',
  'plan.monthly': 'You plan to add {{amount}} a month.',
  'plan.monthlyNone': 'You have not planned a monthly deposit.',
  'plan.band':
    'In 8 of 10 simulated outcomes this goal would be between {{low}} and {{high}} on {{date}}; half would be above {{median}}.',
  'plan.chartHeading': 'Where this goal may be',
  'plan.chartLow': 'Lower (1 in 10 below)',
  'plan.chartMedian': 'Middle outcome',
  'plan.chartHigh': 'Higher (1 in 10 above)',
  'plan.chartTable': 'The projected range by date',
  'plan.col.date': 'Date',
  'plan.col.low': 'Lower',
  'plan.col.median': 'Middle',
  'plan.col.high': 'Higher',
  'plan.assumptions':
    'Assumes {{ret}} % a year after fees on average, with ups and downs of about {{vol}} % a year, for this goal’s risk level.',
  'plan.disclaimer':
    'This is an estimate, not a promise: returns are not guaranteed, past performance is no guide to the future, and the value of your investments may fall as well as rise.',
  'plan.form.targetAmount': 'Target amount (RM)',
  'plan.form.targetAmountHint': 'Leave the target amount and date empty for no target.',
  'plan.form.targetDate': 'Target date',
  'plan.form.monthlyDeposit': 'Planned monthly deposit (RM)',
  'plan.form.save': 'Save plan',
  'plan.form.cancel': 'Cancel',
  'plan.saved': 'Your plan is saved.',
  'plan.recurring': 'Recurring deposit',
} as const;
