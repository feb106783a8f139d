/*
 * The sandbox wallet's card fields (demo/README.md "Wallet"), shown by the widget in an iframe so card
 * numbers never reach the widget's DOM. Protocol (window.postMessage, origin-checked both ways,
 * envelope { source: 'go-wallet', v: 1, type, payload }):
 *   frame -> widget  ready                      once the fields take input
 *   widget -> frame  tokenize { amount, currency }
 *   widget -> frame  amount { amount, currency }   (`?sdk=v3` only: the total replacing the placeholder)
 *   frame -> widget  amount-set { amount }         (its answer, once the total is shown)
 *   frame -> widget  token { payment_method_id, issuer_name, fingerprint, encrypted_cvv, last4 }
 *                    error { code: 'MISSING_CREDIT_CARD_DETAILS' | 'INVALID_CARD', field?: 'number' | 'expiry' | 'cvc' }
 *   frame -> widget  resize { height }         the page's height in CSS px, whenever it changes
 *   widget -> frame  express { method, amount, currency }   opens the Google Pay / Apple Pay sheet (simulated)
 *   frame -> widget  token { ... issuer_name: 'Google Pay' } | express-cancelled | error { code: 'EXPRESS_DECLINED' }
 * `ready` carries { express: [...] }: the methods GET /__sandbox/wallet/methods?merchant= enables.
 * The card goes to POST /__sandbox/wallet/tokens on this page's own origin, which keeps token -> number.
 * The widget's origin is `?origin=` when given, else the embedding page's (ancestorOrigins, referrer);
 * messages from any other origin or window are ignored, and ours are posted to that origin only.
 */
(() => {
  'use strict';
  var params = new URLSearchParams(location.search);
  var SOURCE = 'go-wallet';
  var VERSION = 1;

  var TEXTS = {
    en: {
      badge: 'Sandbox',
      title: 'Card details',
      number: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvc: 'Security code (CVC)',
      note: 'Test cards only. Card numbers stay with the wallet.',
      amount: 'Amount to pay: {amount}',
      MISSING_CREDIT_CARD_DETAILS: 'Enter the missing card details.',
      INVALID_number: 'The card number is not valid.',
      INVALID_expiry: 'The expiry date is not valid.',
      INVALID_cvc: 'The security code is not valid.',
      INVALID_CARD: 'The card details are not valid.',
    },
    he: {
      badge: 'ארגז חול',
      title: 'פרטי כרטיס',
      number: 'מספר כרטיס',
      expiry: 'תוקף (MM/YY)',
      cvc: 'קוד אבטחה (CVC)',
      note: 'כרטיסי בדיקה בלבד. מספרי הכרטיס נשארים בארנק.',
      amount: 'סכום לתשלום: {amount}',
      MISSING_CREDIT_CARD_DETAILS: 'הזינו את פרטי הכרטיס החסרים.',
      INVALID_number: 'מספר הכרטיס אינו תקין.',
      INVALID_expiry: 'תאריך התוקף אינו תקין.',
      INVALID_cvc: 'קוד האבטחה אינו תקין.',
      INVALID_CARD: 'פרטי הכרטיס אינם תקינים.',
    },
    ar: {
      badge: 'بيئة تجريبية',
      title: 'بيانات البطاقة',
      number: 'رقم البطاقة',
      expiry: 'تاريخ الانتهاء (MM/YY)',
      cvc: 'رمز الأمان (CVC)',
      note: 'بطاقات الاختبار فقط. تبقى أرقام البطاقات لدى المحفظة.',
      amount: 'المبلغ المطلوب دفعه: {amount}',
      MISSING_CREDIT_CARD_DETAILS: 'أدخل بيانات البطاقة الناقصة.',
      INVALID_number: 'رقم البطاقة غير صالح.',
      INVALID_expiry: 'تاريخ الانتهاء غير صالح.',
      INVALID_cvc: 'رمز الأمان غير صالح.',
      INVALID_CARD: 'بيانات البطاقة غير صالحة.',
    },
    de: {
      badge: 'Testumgebung',
      title: 'Kartendaten',
      number: 'Kartennummer',
      expiry: 'Ablaufdatum (MM/JJ)',
      cvc: 'Sicherheitscode (CVC)',
      note: 'Nur Testkarten. Kartennummern bleiben bei der Wallet.',
      amount: 'Zu zahlender Betrag: {amount}',
      MISSING_CREDIT_CARD_DETAILS: 'Geben Sie die fehlenden Kartendaten ein.',
      INVALID_number: 'Die Kartennummer ist ungültig.',
      INVALID_expiry: 'Das Ablaufdatum ist ungültig.',
      INVALID_cvc: 'Der Sicherheitscode ist ungültig.',
      INVALID_CARD: 'Die Kartendaten sind ungültig.',
    },
    es: {
      badge: 'Entorno de pruebas',
      title: 'Datos de la tarjeta',
      number: 'Número de tarjeta',
      expiry: 'Fecha de caducidad (MM/AA)',
      cvc: 'Código de seguridad (CVC)',
      note: 'Solo tarjetas de prueba. Los números de tarjeta se quedan en el monedero.',
      amount: 'Importe a pagar: {amount}',
      MISSING_CREDIT_CARD_DETAILS: 'Introduce los datos de la tarjeta que faltan.',
      INVALID_number: 'El número de tarjeta no es válido.',
      INVALID_expiry: 'La fecha de caducidad no es válida.',
      INVALID_cvc: 'El código de seguridad no es válido.',
      INVALID_CARD: 'Los datos de la tarjeta no son válidos.',
    },
    fr: {
      badge: 'Bac à sable',
      title: 'Données de la carte',
      number: 'Numéro de carte',
      expiry: "Date d'expiration (MM/AA)",
      cvc: 'Code de sécurité (CVC)',
      note: 'Cartes de test uniquement. Les numéros de carte restent chez le portefeuille.',
      amount: 'Montant à payer : {amount}',
      MISSING_CREDIT_CARD_DETAILS: 'Saisissez les données de carte manquantes.',
      INVALID_number: "Le numéro de carte n'est pas valide.",
      INVALID_expiry: "La date d'expiration n'est pas valide.",
      INVALID_cvc: "Le code de sécurité n'est pas valide.",
      INVALID_CARD: 'Les données de la carte ne sont pas valides.',
    },
    it: {
      badge: 'Ambiente di prova',
      title: 'Dati della carta',
      number: 'Numero della carta',
      expiry: 'Data di scadenza (MM/AA)',
      cvc: 'Codice di sicurezza (CVC)',
      note: 'Solo carte di prova. I numeri di carta restano nel portafoglio.',
      amount: 'Importo da pagare: {amount}',
      MISSING_CREDIT_CARD_DETAILS: 'Inserisci i dati della carta mancanti.',
      INVALID_number: 'Il numero della carta non è valido.',
      INVALID_expiry: 'La data di scadenza non è valida.',
      INVALID_cvc: 'Il codice di sicurezza non è valido.',
      INVALID_CARD: 'I dati della carta non sono validi.',
    },
    zh: {
      badge: '沙盒',
      title: '银行卡信息',
      number: '卡号',
      expiry: '有效期 (MM/YY)',
      cvc: '安全码 (CVC)',
      note: '仅限测试卡。卡号只保存在钱包中。',
      amount: '应付金额：{amount}',
      MISSING_CREDIT_CARD_DETAILS: '请输入缺少的银行卡信息。',
      INVALID_number: '卡号无效。',
      INVALID_expiry: '有效期无效。',
      INVALID_cvc: '安全码无效。',
      INVALID_CARD: '银行卡信息无效。',
    },
  };
  var locale = (params.get('locale') || 'en').replace('-', '_');
  var language = locale.split('_')[0].toLowerCase();
  var texts = TEXTS[language] || TEXTS.en;
  document.documentElement.lang = language in TEXTS ? language : 'en';
  // The widget's direction (`?dir=`) wins: a language without texts here still mirrors with the widget.
  var dir = params.get('dir');
  document.documentElement.dir = dir === 'rtl' || dir === 'ltr' ? dir : language === 'he' || language === 'ar' || language === 'fa' ? 'rtl' : 'ltr';
  // The widget's font (`?font=`): set through the CSSOM, so a value that is no font list is just ignored.
  var font = params.get('font');
  if (font) document.body.style.fontFamily = font;

  function byId(id) {
    return document.getElementById(id);
  }
  byId('title').textContent = texts.title;
  byId('label-number').textContent = texts.number;
  byId('label-expiry').textContent = texts.expiry;
  byId('label-cvc').textContent = texts.cvc;
  byId('note-text').textContent = texts.note;
  byId('badge').textContent = texts.badge;
  document.title = texts.title;

  var inputs = { number: byId('card-number'), expiry: byId('card-expiry'), cvc: byId('card-cvc') };
  var errorLine = byId('card-error');

  // The amount is in minor units of the currency (like every widget amount). A v2 page (`?sdk=v2`)
  // reads it from its address; a v3 page starts with a placeholder there and is told the total with
  // an `amount` message, which it confirms with `amount-set`.
  var sdk = params.get('sdk') === 'v3' ? 'v3' : 'v2';
  var currency = params.get('currency');
  function showAmount(amount) {
    if (!currency || !Number.isFinite(amount)) return false;
    try {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency: currency }).resolvedOptions().maximumFractionDigits;
      const formatted = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: currency }).format(amount / 10 ** digits);
      // Isolated (FSI ... PDI): a right-to-left sentence keeps the amount whole, its colon in place.
      byId('amount').textContent = texts.amount.replace('{amount}', `\u2068${formatted}\u2069`);
      byId('amount').hidden = false;
      return true;
    } catch {
      /* unknown currency: no amount line */
      return false;
    }
  }
  showAmount(Number(params.get('amount')));
  document.documentElement.dataset.sdk = sdk;

  function originOf(url) {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  }
  var widgetOrigin =
    originOf(params.get('origin') || '') || (location.ancestorOrigins?.length ? location.ancestorOrigins[0] : null) || originOf(document.referrer);
  var framed = window.parent !== window;

  function post(type, payload) {
    if (!framed || !widgetOrigin || widgetOrigin === 'null') return;
    window.parent.postMessage({ source: SOURCE, v: VERSION, type: type, payload: payload }, widgetOrigin);
  }

  function showError(code, field) {
    var key = code === 'INVALID_CARD' && field ? `INVALID_${field}` : code;
    errorLine.textContent = texts[key] || texts.INVALID_CARD;
    Object.keys(inputs).forEach((name) => {
      var bad = code === 'MISSING_CREDIT_CARD_DETAILS' ? !inputs[name].value.trim() : name === field;
      if (bad) inputs[name].setAttribute('aria-invalid', 'true');
      else inputs[name].removeAttribute('aria-invalid');
    });
    var first = code === 'MISSING_CREDIT_CARD_DETAILS' ? ['number', 'expiry', 'cvc'].filter((name) => !inputs[name].value.trim())[0] : field;
    if (first && inputs[first]) inputs[first].focus();
  }

  function clearError() {
    errorLine.textContent = '';
    Object.keys(inputs).forEach((name) => {
      inputs[name].removeAttribute('aria-invalid');
    });
  }

  function luhn(digits) {
    var sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }

  /** The same checks as the sandbox (demo/sandbox/cards.ts); the server has the last word. */
  function check() {
    var number = inputs.number.value.replace(/[\s-]/g, '');
    var expiry = inputs.expiry.value.replace(/\s/g, '');
    var cvc = inputs.cvc.value.trim();
    if (!number || !expiry || !cvc) return { code: 'MISSING_CREDIT_CARD_DETAILS' };
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { code: 'INVALID_CARD', field: 'number' };
    var match = /^(\d{2})\/?(\d{2})$/.exec(expiry);
    var month = match ? Number(match[1]) : 0;
    var now = new Date();
    if (!match || month < 1 || month > 12 || (2000 + Number(match[2])) * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
      return { code: 'INVALID_CARD', field: 'expiry' };
    }
    if (!/^\d{3,4}$/.test(cvc)) return { code: 'INVALID_CARD', field: 'cvc' };
    return null;
  }

  var busy = false;
  function tokenize() {
    if (busy) return;
    var problem = check();
    if (problem) {
      showError(problem.code, problem.field);
      post('error', problem.field ? { code: problem.code, field: problem.field } : { code: problem.code });
      return;
    }
    clearError();
    busy = true;
    fetch('/__sandbox/wallet/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value }),
    })
      .then((response) => {
        var field = response.headers.get('X-Sandbox-Error-Field');
        return response.json().then((body) => ({ ok: response.ok, body: body, field: field }));
      })
      .then((result) => {
        if (result.ok) {
          const b = result.body;
          post('token', {
            payment_method_id: b.payment_method_id,
            issuer_name: b.issuer_name,
            fingerprint: b.fingerprint,
            encrypted_cvv: b.encrypted_cvv,
            last4: b.last4,
          });
        } else {
          const code = result.body && result.body.message === 'MISSING_CREDIT_CARD_DETAILS' ? 'MISSING_CREDIT_CARD_DETAILS' : 'INVALID_CARD';
          const field = code === 'INVALID_CARD' && inputs[result.field] ? result.field : null;
          showError(code, field);
          post('error', field ? { code: code, field: field } : { code: code });
        }
      })
      .catch(() => {
        showError('INVALID_CARD', null);
        post('error', { code: 'INVALID_CARD' });
      })
      .then(() => {
        busy = false;
      });
  }

  // The device wallet's payment sheet, simulated: the guest approves, cancels or has it declined, as the
  // sandbox's 3-D Secure page lets them. Built when asked, gone when answered.
  var EXPRESS_NAMES = { google_pay: 'Google Pay', apple_pay: 'Apple Pay', alipay: 'Alipay' };
  /** A token of the device wallet or Alipay, from the sandbox (`{ express }`): posted, or a decline. */
  function expressToken(method, done) {
    busy = true;
    fetch('/__sandbox/wallet/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ express: method }) })
      .then((response) => response.json().then((body) => ({ ok: response.ok, body: body })))
      .then((result) => {
        if (!result.ok) return done('error', { code: 'EXPRESS_DECLINED' });
        var b = result.body;
        done('token', { payment_method_id: b.payment_method_id, issuer_name: b.issuer_name, fingerprint: b.fingerprint, encrypted_cvv: b.encrypted_cvv });
      })
      .catch(() => done('error', { code: 'EXPRESS_DECLINED' }))
      .then(() => {
        busy = false;
      });
  }
  function openSheet(method) {
    if (busy || byId('express-sheet')) return;
    // Alipay has no sheet here: the guest pays on Alipay's own page, where the checkout sends them.
    if (method === 'alipay') return expressToken(method, post);
    var sheet = document.createElement('section');
    sheet.id = 'express-sheet';
    sheet.className = 'sheet';
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-labelledby', 'express-sheet-title');
    var title = document.createElement('h2');
    title.id = 'express-sheet-title';
    title.textContent = `${EXPRESS_NAMES[method]} · ${texts.badge}`;
    sheet.append(title);
    var close = (type, payload) => {
      sheet.remove();
      byId('card-form').hidden = false;
      post(type, payload);
      reportHeight();
    };
    [
      ['approve', 'Approve'],
      ['cancel', 'Cancel'],
      ['decline', 'Decline'],
    ].forEach((choice) => {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = choice[1];
      button.dataset.choice = choice[0];
      button.addEventListener('click', () => {
        if (choice[0] === 'cancel') return close('express-cancelled', {});
        if (choice[0] === 'decline') return close('error', { code: 'EXPRESS_DECLINED' });
        expressToken(method, close);
      });
      sheet.append(button);
    });
    byId('card-form').hidden = true;
    document.querySelector('main').append(sheet);
    reportHeight();
    sheet.querySelector('button').focus();
  }

  window.addEventListener('message', (event) => {
    // Only the window that embeds us, from its own origin.
    if (!framed || event.source !== window.parent || event.origin !== widgetOrigin) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.source !== SOURCE || data.v !== VERSION) return;
    if (data.type === 'tokenize') tokenize();
    else if (data.type === 'express' && data.payload && EXPRESS_NAMES[data.payload.method]) openSheet(data.payload.method);
    else if (data.type === 'amount' && sdk === 'v3' && data.payload && typeof data.payload.amount === 'number') {
      if (typeof data.payload.currency === 'string') currency = data.payload.currency;
      showAmount(data.payload.amount);
      post('amount-set', { amount: data.payload.amount });
    }
  });

  // Enter in a field never submits anything: paying is the widget's button.
  byId('card-form').addEventListener('submit', (event) => {
    event.preventDefault();
  });
  // Formatted as typed: the number in groups of four ("4242 4242 4242 4242"), the expiry as MM/YY
  // ("12/30", the slash added after the month); anything but digits is dropped.
  function formatNumber(value) {
    return value
      .replace(/\D/g, '')
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, '$1 ');
  }
  function formatExpiry(value, deleting) {
    var digits = value.replace(/\D/g, '').slice(0, 4);
    // A lone first digit above 1 can only be a month 02-09.
    if (digits.length === 1 && digits > '1') digits = `0${digits}`;
    if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
    return digits.length === 2 && !deleting ? `${digits}/` : digits;
  }
  /** Rewrites a field's value and keeps the caret after the same number of digits. */
  function reformat(input, format) {
    var caret = input.selectionStart ?? input.value.length;
    var atEnd = caret >= input.value.length;
    var digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
    var next = format(input.value);
    if (next === input.value) return;
    input.value = next;
    var position = 0;
    for (let seen = 0; position < next.length && seen < digitsBefore; position++) {
      if (/\d/.test(next.charAt(position))) seen++;
    }
    if (atEnd) position = next.length;
    if (document.activeElement === input) input.setSelectionRange(position, position);
  }
  inputs.number.addEventListener('input', () => {
    reformat(inputs.number, formatNumber);
  });
  inputs.expiry.addEventListener('input', (event) => {
    var deleting = typeof event.inputType === 'string' && event.inputType.indexOf('delete') === 0;
    reformat(inputs.expiry, (value) => formatExpiry(value, deleting));
  });
  inputs.cvc.addEventListener('input', () => {
    inputs.cvc.value = inputs.cvc.value.replace(/\D/g, '');
  });

  // The widget sizes the frame to the page, so an error line under the fields is never clipped.
  var lastHeight = 0;
  function reportHeight() {
    var height = Math.ceil(document.documentElement.scrollHeight);
    if (height === lastHeight) return;
    lastHeight = height;
    post('resize', { height: height });
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.body);

  // The express methods this wallet enables for the business (`?merchant=`), said with `ready`.
  var merchant = params.get('merchant');
  var methodsAsked = merchant
    ? fetch(`/__sandbox/wallet/methods?merchant=${encodeURIComponent(merchant)}`)
        .then((response) => (response.ok ? response.json() : { express: [] }))
        .then((body) => (Array.isArray(body.express) ? body.express : []))
        .catch(() => [])
    : Promise.resolve([]);
  methodsAsked.then((express) => {
    post('ready', { express: express });
    reportHeight();
  });
})();
