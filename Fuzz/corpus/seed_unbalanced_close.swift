}}) ]
print(1)
}
