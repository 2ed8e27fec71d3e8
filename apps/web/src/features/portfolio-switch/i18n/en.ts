/**
 * English strings of the portfolio switch (flat keys, prefix 'switch.ui.'), loaded with the feature's chunk and
 * merged into the app's resource by `use-switch-t.ts`. The server's refusals arrive already worded (contracts
 * messages 'switch.*', 'portfolios.riskAboveCap').
 */
export const switchEn = {
  'switch.ui.title': 'Switch risk level',
  'switch.ui.intro':
    'Move "{{goal}}" to another model portfolio. We sell what the new model holds less of and buy what it holds more of, at the closing prices of the next trade date.',
  'switch.ui.current': 'Current: level {{level}} ({{name}})',
  'switch.ui.chooseLevel': 'Choose a new risk level',
  'switch.ui.level': 'Level {{level}}: {{name}}',
  'switch.ui.reason.CURRENT': 'This is your current level.',
  'switch.ui.reason.ABOVE_CAP': 'Based on your investment knowledge, the highest risk level you can choose is {{max}}.',
  'switch.ui.compareTitle': 'Target allocation',
  'switch.ui.compareCaption': 'Share of the portfolio in each fund, now and after the switch',
  'switch.ui.fund': 'Fund',
  'switch.ui.now': 'Now (level {{level}})',
  'switch.ui.after': 'After (level {{level}})',
  'switch.ui.pickFirst': 'Choose a level to see its allocation next to your current one.',
  'switch.ui.when':
    'The switch is executed at the closing prices of {{date}}. Prices can move until then. You can have one switch in progress at a time.',
  'switch.ui.confirm': 'Confirm switch to level {{level}}',
  'switch.ui.cancel': 'Cancel',
  'switch.ui.close': 'Close',
  'switch.ui.inProgressTitle': 'Switch in progress',
  'switch.ui.inProgress':
    '"{{goal}}" is switching from level {{from}} to level {{to}} ({{name}}). In progress until {{date}}.',
  'switch.ui.inProgressOther':
    'A switch of "{{goal}}" is in progress until {{date}}. You can switch another portfolio once it is done.',
  'switch.ui.requested': 'Switch requested. It will be executed at the closing prices of {{date}}.',
  'switch.ui.loadFailed': 'We could not load the risk levels.',
  'switch.ui.retry': 'Try again',
} as const;
