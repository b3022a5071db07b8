// The parts of OpenSSL's libcrypto that SecretBox calls: random bytes, PBKDF2, AES-256-GCM
// through EVP, constant-time comparison and cleansing. Found through pkg-config (libcrypto);
// on Debian and Ubuntu install libssl-dev, on macOS `brew install openssl`.
#ifndef HOIST_CLIBCRYPTO_SHIM_H
#define HOIST_CLIBCRYPTO_SHIM_H

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#endif
